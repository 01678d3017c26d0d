// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCard, ListingSummary } from '~/contracts/listing.ts';
import { indexCatalogue, type SortKey } from '~/domain/catalogue.ts';
import { searchCatalogue, SIMILAR_DESIGNS_SHOWN, SIMILAR_DESIGNS_TEXT } from '~/domain/catalogue-search.ts';
import { Sidebar } from '~/features/scene-builder/sidebar/Sidebar.tsx';
import { resetSidebar } from '~/features/scene-builder/sidebar/sidebar-store.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';
import { listingSummary, sizesOf } from '../../fixtures/scene-listings.ts';

/* The demo shop behind a fake list API that answers as the Worker does: the storefront's one search. */

const cards = demoCards();
const index = indexCatalogue(cards);

/** A demo listing as the list API serves it, placeable in the builder when it has artwork. */
const summaryOf = (card: CatalogueCard): ListingSummary =>
  listingSummary({
    etsyListingId: card.id,
    title: card.title,
    category: card.category,
    tags: card.tags,
    svgPath: card.hasArtwork ? card.image : null,
    ...sizesOf([{ name: 'MICRO', width: 2.25, height: 1.5 }]),
  });

function serveDemoShop() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/unified-stickers') return Response.json({ data: [] });
      const q = url.searchParams;
      asked.push(q);
      const keep = (card: CatalogueCard) => q.get('hasSvgPath') !== 'true' || card.hasArtwork;
      const found = searchCatalogue(
        index,
        { search: q.get('search'), sortBy: (q.get('sortBy') ?? 'sales') as SortKey },
        { similar: SIMILAR_DESIGNS_SHOWN, keep },
      );
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      const data = found.items.slice((page - 1) * limit, page * limit).map(summaryOf);
      const pagination = { page, limit, total: found.items.length, hasNext: page * limit < found.items.length };
      return Response.json({ data, pagination, ...(found.similar.length > 0 ? { similar: found.similar.map(summaryOf) } : {}) });
    }),
  );
  return { lastSearch: () => asked.at(-1)?.get('search') ?? null };
}

class QuietObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

async function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search decals' }), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  await settle();
}

const listedIds = () => [...document.querySelectorAll<HTMLElement>('.decal-item')].map((li) => Number(li.dataset.listingId));
const byId = new Map(cards.map((c) => [c.id, c]));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  render(<Sidebar onAdd={vi.fn()} width={400} collapsed={false} onResize={vi.fn()} onToggleCollapsed={vi.fn()} />);
  await settle();
});

afterEach(() => {
  cleanup();
  resetSidebar();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the sidebar’s search, the home page’s own', () => {
  it("offers the closest designs for 'dinosuar' under the home page's words, not 'No stickers found'", async () => {
    const api = serveDemoShop();
    await search('dinosuar');
    expect(api.lastSearch()).toBe('dinosuar');
    expect(screen.getByText(SIMILAR_DESIGNS_TEXT)).toBeTruthy();
    expect(screen.queryByText('No stickers found')).toBeNull();
    const expected = searchCatalogue(index, { search: 'dinosuar' }, { similar: SIMILAR_DESIGNS_SHOWN, keep: (c) => c.hasArtwork }).similar;
    expect(listedIds()).toEqual(expected.map((c) => c.id));
    for (const id of listedIds()) expect(byId.get(id)!.category).toBe('Dinosaur Stickers');
    // They are no matches: the count stays at none, and there is no 'end of the list'.
    expect(document.querySelector('.decal-count')?.textContent).toBe('0 stickers');
    expect(document.querySelector('.decal-end')).toBeNull();
  });

  it("finds the Bigfoot listings for 'sasquatch', best sellers first", async () => {
    serveDemoShop();
    await search('sasquatch');
    const bigfoot = cards.filter((c) => c.hasArtwork && /bigfoot/i.test(`${c.title} ${c.tags.join(' ')}`));
    expect(listedIds()).toEqual(bigfoot.map((c) => c.id));
    expect(document.querySelector('.decal-count')?.textContent).toBe(`${bigfoot.length} stickers`);
    expect(screen.queryByText(SIMILAR_DESIGNS_TEXT)).toBeNull();
  });

  it('drops the closest designs once the search finds something again', async () => {
    serveDemoShop();
    await search('dinosuar');
    expect(screen.getByText(SIMILAR_DESIGNS_TEXT)).toBeTruthy();
    await search('dinosaur');
    expect(screen.queryByText(SIMILAR_DESIGNS_TEXT)).toBeNull();
    expect(listedIds().length).toBeGreaterThan(0);
  });
});
