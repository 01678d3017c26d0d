// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCache } from '~/client/session-cache.ts';
import type { CatalogueCard } from '~/contracts/listing.ts';
import { $catalogue, closeListing, ensureCatalogue, openListing, seedStorefront } from '~/features/storefront/store.ts';

const card = (id: number, title = `Design ${id}`): CatalogueCard => ({
  id,
  slug: `design-${id}-vinyl-decal`,
  title,
  category: 'Dinosaur Stickers',
  tags: [],
  skus: [],
  salesRank: id,
  views: 0,
  isTrueScale: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  image: `/artwork/${id}.svg`,
  hasArtwork: true,
  availableSizes: ['MICRO'],
  priceText: '$4.99',
  hasPriceFallback: false,
});

const FILE_URL = '/catalogue/abc.json';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const health = (revision: number) => ({ status: 'ok', app: 'running', database: 'running', listings: 3, revision, time: '2026-11-23T00:00:00Z' });
const livePage = (cards: CatalogueCard[]) => ({
  data: cards,
  pagination: { page: 1, limit: 999, total: cards.length, totalPages: 1, hasNext: false, hasPrev: false },
});

let calls: string[] = [];
function serve(routes: Record<string, () => Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = String(input).split('?')[0]!;
      calls.push(path);
      const answer = routes[path];
      if (!answer) throw new TypeError(`no route for ${path}`);
      return answer();
    }),
  );
}

/** Lets the background work (dynamic imports, fetches) settle. */
const settle = () => vi.waitFor(() => expect($catalogue.get().status).not.toBe('loading'));
const titles = () => $catalogue.get().cards.map((c) => c.title);

beforeEach(() => {
  sessionStorage.clear();
  seedStorefront([card(1)], FILE_URL, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the catalogue loading chain', () => {
  it('uses the listings cached in this tab before the file', async () => {
    writeCache('homepageListings', FILE_URL, { revision: 7, cards: [card(1), card(2)] });
    serve({ '/api/health': () => json(health(7)) });
    await ensureCatalogue();
    await settle();
    expect(titles()).toEqual(['Design 1', 'Design 2']);
    expect(calls).not.toContain(FILE_URL);
  });

  it('loads the file when the tab holds listings of another shape', async () => {
    writeCache('homepageListings', FILE_URL, { revision: 7, cards: [{ id: 1, title: 'Design 1' }] });
    serve({ [FILE_URL]: () => json({ revision: 7, cards: [card(1), card(3)] }), '/api/health': () => json(health(7)) });
    await ensureCatalogue();
    await settle();
    expect(titles()).toEqual(['Design 1', 'Design 3']);
    expect(calls).toContain(FILE_URL);
  });

  it('loads the file, caches it for the tab, and stays when the database is at its revision', async () => {
    serve({ [FILE_URL]: () => json({ revision: 7, cards: [card(1), card(2), card(3)] }), '/api/health': () => json(health(7)) });
    await ensureCatalogue();
    await vi.waitFor(() => expect(calls).toContain('/api/health'));
    expect(titles()).toHaveLength(3);
    expect(calls).not.toContain('/api/stickers');
    seedStorefront([card(1)], FILE_URL, null);
    serve({ '/api/health': () => json(health(7)) });
    await ensureCatalogue();
    expect(calls).not.toContain(FILE_URL);
  });

  it('falls back to loading every page of the API when the file fails', async () => {
    serve({ [FILE_URL]: () => json({}, 500), '/api/stickers': () => json(livePage([card(1), card(4)])) });
    await ensureCatalogue();
    await settle();
    expect(titles()).toEqual(['Design 1', 'Design 4']);
  });

  it('catches up with a database that moved past the build, but not while a listing is open', async () => {
    serve({
      [FILE_URL]: () => json({ revision: 7, cards: [card(1), card(2)] }),
      '/api/health': () => json(health(9)),
      '/api/stickers': () => json(livePage([card(1, 'Renamed by the owner'), card(2)])),
      '/api/unified-stickers/1': () => json({}, 404),
    });
    // The shopper opens a listing while the live catalogue is on its way.
    await ensureCatalogue();
    openListing(1, 0, 0);
    await vi.waitFor(() => expect(calls).toContain('/api/stickers'));
    await new Promise((r) => setTimeout(r, 20));
    expect(titles()[0]).toBe('Design 1');
    closeListing();
    expect(titles()[0]).toBe('Renamed by the owner');
  });
});
