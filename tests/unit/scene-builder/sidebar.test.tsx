// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSummarySchema, type ListingSummary } from '~/contracts/listing.ts';
import { BUILDER_LISTING_FIELDS, builderListingSchema } from '~/contracts/listing-fields.ts';
import { Sidebar, type SidebarProps } from '~/features/scene-builder/sidebar/Sidebar.tsx';
import { $stickers, resetSidebar, startSidebar, toggleTag } from '~/features/scene-builder/sidebar/sidebar-store.ts';
import { acceptDraggedWidth, clampWidth, widthForKey } from '~/features/scene-builder/sidebar/sidebar-width.ts';
import { colorsOf, listingSummary, sizesOf } from '../../fixtures/scene-listings.ts';

/* ---------- A realistic catalogue and a fake API over it ---------- */

const DESIGNS = [
  { name: 'T-Rex Skull', category: 'Dinosaur Stickers', tag: 'dinosaur', folder: 'dinosaurs' },
  { name: 'Barn Owl', category: 'Animal Stickers', tag: 'owl', folder: 'animals' },
  { name: 'Jeep Wrangler', category: 'Vehicle Stickers', tag: 'jeep', folder: 'vehicles' },
  { name: 'Bigfoot Walking', category: 'Cryptids', tag: 'bigfoot', folder: 'cryptids' },
  { name: 'Moon Lander', category: 'Space Stickers', tag: 'space', folder: 'space' },
] as const;

/** Twelve tags, as /api/global-tags answers them: more than the ten a shopper may pick. */
const TAGS = ['dinosaur', 'owl', 'jeep', 'bigfoot', 'space', 'decal', 'laptop', 'truck', 'tumbler', 'car', 'window', 'gift'];

/** A listing as /api/unified-stickers answers it: artwork, two sizes with dimensions, a price. */
function summary(id: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  const design = DESIGNS[id % DESIGNS.length]!;
  const title = `${design.name} ${id} - Vinyl Decal for Truck Laptop Tumbler`;
  const value = summaryBase(id, design, title);
  return listingSummarySchema.parse({ ...value, ...overrides });
}

function summaryBase(id: number, design: (typeof DESIGNS)[number], title: string) {
  return listingSummary({
    etsyListingId: id,
    slug: `${design.tag}-${id}-vinyl-decal`,
    title,
    description: `${title}.\nMICRO: 2.25" x 1.5"\nSMALL: 4" x 2.7"`,
    category: design.category,
    tags: [design.tag, 'decal', 'laptop', 'truck'],
    views: 1000 - id,
    num_favorers: 3,
    svgPath: `/artwork/${design.folder}/${id}.svg`,
    displayOrder: id,
    available_colors: ['Black (Matte)', 'White (Matte)'],
    colorVariations: colorsOf(['Black (Matte)', 'White (Matte)']),
    ...sizesOf([
      { name: 'MICRO', width: 2.25, height: 1.5 },
      { name: 'SMALL', width: 4, height: 2.7 },
    ]),
    price: { amount: 399, divisor: 100, currency: 'USD', value: 3.99, formatted: '$3.99', source: 'offering' },
    hasPriceFallback: false,
    priceText: '$3.99',
    last_etsy_update: '2024-06-01T00:00:00.000Z',
    variation_scraping_status: 'success',
    // Listing 1 is the newest.
    created_at: new Date(Date.UTC(2024, 0, 1) - id * 86_400_000).toISOString(),
    updated_at: '2024-06-01T00:00:00.000Z',
  });
}

const catalogue = (n: number) => Array.from({ length: n }, (_, i) => summary(i + 1));

interface ServeOptions {
  /** Answer pages without `pagination`, as an older API did. */
  withoutPagination?: boolean;
  /** A status to answer a request with instead of its page. */
  fail?: (url: URL) => number | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Internal Server Error', headers: { 'Content-Type': 'application/json' } });

/** Answers /api/unified-stickers, /api/global-tags and /api/categories over `listings`, like the Worker. */
function serve(listings: ListingSummary[], options: ServeOptions = {}) {
  const requests: URL[] = [];
  const holds: { match: (url: URL) => boolean; gate: Promise<void> }[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    const hold = holds.findIndex((h) => h.match(url));
    if (hold >= 0) await holds.splice(hold, 1)[0]!.gate;
    const status = options.fail?.(url);
    if (status) return json({ error: { code: 'internal', message: 'Something went wrong' } }, status);
    if (url.pathname === '/api/global-tags') return json({ data: TAGS.map((tag, i) => ({ tag, count: 100 - i })) });
    if (url.pathname === '/api/categories') return json({ data: DESIGNS.map((d) => ({ category: d.category, count: 24, folder: d.folder })) });
    if (url.pathname === '/api/unified-stickers') return json(pageAnswer(listings, url.searchParams, options));
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The sticker pages asked for, in order. */
    pages: () => requests.filter((u) => u.pathname === '/api/unified-stickers').map((u) => u.searchParams),
    /** Holds back the answer to the next request that matches until the returned function is called. */
    hold(match: (url: URL) => boolean): () => void {
      let release = () => {};
      holds.push({ match, gate: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
  };
}

function pageAnswer(listings: ListingSummary[], q: URLSearchParams, options: ServeOptions) {
  const search = q.get('search')?.toLowerCase();
  const tags = q.get('tags')?.split(',') ?? [];
  const category = q.get('category');
  const sortBy = q.get('sortBy') ?? 'sales';
  const matched = listings
    .filter((l) => !search || l.title.toLowerCase().includes(search))
    .filter((l) => tags.every((t) => l.tags.includes(t)))
    .filter((l) => !category || l.category === category)
    .sort((a, b) =>
      sortBy === 'title'
        ? a.title.localeCompare(b.title)
        : sortBy === 'created'
          ? b.created_at.localeCompare(a.created_at)
          : // The fake shop's best sellers are its lowest ids.
            a.etsyListingId - b.etsyListingId,
    );
  const page = Number(q.get('page'));
  const limit = Number(q.get('limit'));
  const data = matched.slice((page - 1) * limit, page * limit);
  if (options.withoutPagination) return { data };
  return { data, pagination: { page, limit, total: matched.length, hasNext: page * limit < matched.length } };
}

/* ---------- Test plumbing ---------- */

/** IntersectionObserver is not in jsdom: this one reports only when a test scrolls near the end. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  static last: FakeObserver | null = null;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The end of the list comes within the observer's margin. */
async function scrollNearEnd() {
  await act(async () => {
    for (const o of [...FakeObserver.live]) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  });
  await settle();
}

/** Lets pending answers arrive and React render them. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Waits out the search's debounce. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function props(overrides: Partial<SidebarProps> = {}): SidebarProps {
  return { onAdd: vi.fn(), onDragStart: vi.fn(), width: 400, collapsed: false, onResize: vi.fn(), onToggleCollapsed: vi.fn(), ...overrides };
}

async function renderSidebar(overrides: Partial<SidebarProps> = {}) {
  const p = props(overrides);
  const view = render(<Sidebar {...p} />);
  await settle();
  return { ...view, props: p };
}

const itemCount = () => screen.queryAllByRole('button', { name: /^Add .* to the scene$/ }).length;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search decals' });
const addLabels = () => screen.queryAllByRole('button', { name: /^Add .* to the scene$/ }).map((b) => b.getAttribute('aria-label'));
const count = () => document.querySelector('.decal-count')?.textContent;
const endNote = () => document.querySelector('.decal-end')?.textContent ?? null;
const listedIds = () => [...document.querySelectorAll<HTMLElement>('.decal-item')].map((li) => Number(li.dataset.listingId));
const statusTexts = () => screen.queryAllByRole('status').map((s) => s.textContent);

beforeEach(() => {
  // Only the debounce's timers are faked: the answers' own async work runs as it would.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  FakeObserver.live.clear();
});

afterEach(() => {
  cleanup();
  resetSidebar();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What the sidebar keeps of a listing: the lean shape it asks the API for. */
const lean = (listing: ListingSummary) => builderListingSchema.parse(listing);

/* ---------- Tests ---------- */

describe('the sidebar list', () => {
  it('loads the first page of 50 builder stickers, sorted by sales, with the header count', async () => {
    const api = serve(catalogue(120));
    await renderSidebar();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Select your Decals']);
    const first = api.pages()[0]!;
    expect(Object.fromEntries(first)).toEqual({
      page: '1',
      limit: '50',
      hasSvgPath: 'true',
      sortBy: 'sales',
      sortOrder: 'desc',
      fields: BUILDER_LISTING_FIELDS.join(','),
    });
    expect(itemCount()).toBe(50);
    expect(count()).toBe('120 stickers');
  });

  it('loads the next page when the end of the list comes within 1.5 screens, and only while more exist', async () => {
    const api = serve(catalogue(120));
    await renderSidebar();
    expect(FakeObserver.last?.options.rootMargin).toBe('0px 0px 150% 0px');
    expect(FakeObserver.last?.options.root).toBe(document.querySelector('.decal-scroll'));
    await scrollNearEnd();
    expect(api.pages().map((p) => p.get('page'))).toEqual(['1', '2']);
    expect(itemCount()).toBe(100);
    await scrollNearEnd();
    expect(itemCount()).toBe(120);
    expect(endNote()).toBe("You've reached the end! All 120 stickers loaded.");
    await scrollNearEnd();
    expect(api.pages()).toHaveLength(3);
  });

  it('takes a full page of 50 without pagination as a sign that more follow, and a shorter page as the end', async () => {
    const api = serve(catalogue(70), { withoutPagination: true });
    await renderSidebar();
    expect(itemCount()).toBe(50);
    expect(endNote()).toBeNull();
    await scrollNearEnd();
    expect(api.pages().map((p) => p.get('page'))).toEqual(['1', '2']);
    expect(endNote()).toBe("You've reached the end! All 70 stickers loaded.");
    await scrollNearEnd();
    expect(api.pages()).toHaveLength(2);
  });

  it('says the end is reached when the last page is exactly full and pagination says no more', async () => {
    const api = serve(catalogue(50));
    await renderSidebar();
    expect(endNote()).toBe("You've reached the end! All 50 stickers loaded.");
    await scrollNearEnd();
    expect(api.pages()).toHaveLength(1);
  });

  it('leaves out listings the builder cannot place (no artwork, or no dimensions for its sizes)', async () => {
    const listings = catalogue(6);
    listings[1] = summary(2, { svgPath: null });
    listings[3] = summary(4, { dimensions: {}, sizes: [], sizeVariations: [], available_sizes: ['MICRO'] });
    serve(listings);
    await renderSidebar();
    expect(listedIds()).toEqual([1, 3, 5, 6]);
    expect(count()).toBe('4 stickers');
  });

  it('shows an error with Retry when the first page fails, and loads on Retry', async () => {
    let broken = true;
    serve(catalogue(10), { fail: (url) => (broken && url.pathname === '/api/unified-stickers' ? 500 : null) });
    await renderSidebar();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the stickers.');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle();
    expect(itemCount()).toBe(10);
  });

  it('keeps the loaded stickers when a later page fails, and asks for that page again on Retry', async () => {
    let broken = false;
    const api = serve(catalogue(80), { fail: (url) => (broken && url.searchParams.get('page') === '2' ? 500 : null) });
    await renderSidebar();
    broken = true;
    await scrollNearEnd();
    expect(itemCount()).toBe(50);
    expect(screen.getByRole('alert').textContent).toContain('Could not load more stickers.');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(itemCount()).toBe(80);
    expect(api.pages().map((p) => p.get('page'))).toEqual(['1', '2', '2']);
  });
});

describe('the sidebar search', () => {
  it('sends the search 300 ms after the last keystroke and starts again from page 1', async () => {
    const api = serve(catalogue(120));
    await renderSidebar();
    await scrollNearEnd();
    expect(itemCount()).toBe(100);
    fireEvent.change(searchBox(), { target: { value: 'owl' } });
    await wait(299);
    expect(api.pages()).toHaveLength(2);
    await wait(1);
    await settle();
    const last = api.pages().at(-1)!;
    expect([last.get('search'), last.get('page')]).toEqual(['owl', '1']);
    expect(itemCount()).toBe(24);
    expect(count()).toBe('24 stickers');
  });

  it('does not search for fewer than 2 characters', async () => {
    const api = serve(catalogue(20));
    await renderSidebar();
    fireEvent.change(searchBox(), { target: { value: ' o ' } });
    await wait(300);
    await settle();
    expect(api.pages()).toHaveLength(1);
  });

  it('drops the late answer of an older search', async () => {
    const api = serve(catalogue(60));
    await renderSidebar();
    const releaseOwl = api.hold((url) => url.searchParams.get('search') === 'owl');
    fireEvent.change(searchBox(), { target: { value: 'owl' } });
    await wait(300);
    fireEvent.change(searchBox(), { target: { value: 'jeep' } });
    await wait(300);
    await settle();
    expect(itemCount()).toBe(12);
    releaseOwl();
    await settle();
    expect(itemCount()).toBe(12);
    expect(screen.getAllByRole('button', { name: /^Add Jeep Wrangler/ })).toHaveLength(12);
  });

  it("falls back to every listing with 'Search failed, showing all listings' when a search fails", async () => {
    const api = serve(catalogue(30), { fail: (url) => (url.searchParams.has('search') ? 500 : null) });
    await renderSidebar();
    fireEvent.change(searchBox(), { target: { value: 'owl' } });
    await wait(300);
    await settle();
    expect(statusTexts()).toEqual(['Search failed, showing all listings']);
    expect(api.pages().at(-1)!.has('search')).toBe(false);
    expect(itemCount()).toBe(30);
  });

  it('clears the search at once with the clear button', async () => {
    const api = serve(catalogue(30));
    await renderSidebar();
    fireEvent.change(searchBox(), { target: { value: 'owl' } });
    await wait(300);
    await settle();
    expect(itemCount()).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await settle();
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(api.pages().at(-1)!.has('search')).toBe(false);
    expect(itemCount()).toBe(30);
  });

  it("shows 'No stickers found' and a hint when nothing matches", async () => {
    serve(catalogue(30));
    await renderSidebar();
    fireEvent.change(searchBox(), { target: { value: 'unicorn' } });
    await wait(300);
    await settle();
    expect(itemCount()).toBe(0);
    expect([...screen.getByRole('status').children].map((p) => p.textContent)).toEqual(['No stickers found', 'Try adjusting your search or filters']);
  });
});

describe('the sidebar filters', () => {
  it('sorts by Title or Date Added in their own directions, from page 1', async () => {
    const api = serve(catalogue(60));
    await renderSidebar();
    await scrollNearEnd();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sales', 'Title', 'Date Added']);
    fireEvent.change(sort, { target: { value: 'title' } });
    await settle();
    expect([api.pages().at(-1)!.get('sortBy'), api.pages().at(-1)!.get('sortOrder'), api.pages().at(-1)!.get('page')]).toEqual(['title', 'asc', '1']);
    expect(addLabels().slice(0, 2)).toEqual([
      'Add Barn Owl 1 - Vinyl Decal for Truck Laptop Tumbler to the scene',
      'Add Barn Owl 11 - Vinyl Decal for Truck Laptop Tumbler to the scene',
    ]);
    expect(itemCount()).toBe(50);
    fireEvent.change(sort, { target: { value: 'created' } });
    await settle();
    expect([api.pages().at(-1)!.get('sortBy'), api.pages().at(-1)!.get('sortOrder')]).toEqual(['created', 'desc']);
  });

  it('filters by a category from /api/categories', async () => {
    const api = serve(catalogue(60));
    await renderSidebar();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Dinosaur Stickers (24)', 'Animal Stickers (24)', 'Vehicle Stickers (24)', 'Cryptids (24)', 'Space Stickers (24)']);
    fireEvent.change(category, { target: { value: 'Cryptids' } });
    await settle();
    expect(api.pages().at(-1)!.get('category')).toBe('Cryptids');
    expect(itemCount()).toBe(12);
  });

  it("filters by tags shown as removable chips, with '(N total)' in the header while they filter", async () => {
    const api = serve(catalogue(60));
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^owl/ }));
    await settle();
    expect(api.pages().at(-1)!.get('tags')).toBe('owl');
    expect(count()).toBe('12 stickers (60 total)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag owl' }));
    await settle();
    expect(api.pages().at(-1)!.has('tags')).toBe(false);
    expect(count()).toBe('60 stickers');
  });

  it("stops at 10 tags with 'Maximum 10 tags selected'", async () => {
    const api = serve(catalogue(10));
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
    for (const tag of TAGS.slice(0, 10)) fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${tag}`) }));
    await settle();
    expect(within(screen.getByRole('group', { name: 'Filter by tags' })).getByRole('status').textContent).toBe('Maximum 10 tags selected');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^window/ }).disabled).toBe(true);
    act(() => toggleTag('window'));
    await settle();
    expect(api.pages().at(-1)!.get('tags')!.split(',')).toHaveLength(10);
    expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(10);
  });

  it('groups the list by category under headings in display order', async () => {
    serve(catalogue(20));
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Group by category' }));
    expect(screen.getByRole('button', { name: 'Group by category' }).getAttribute('aria-pressed')).toBe('true');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Dinosaur Stickers 4', 'Animal Stickers 4', 'Vehicle Stickers 4', 'Cryptids 4', 'Space Stickers 4']);
  });
});

describe('a sidebar item', () => {
  it('shows the artwork, the cut title and the price, and adds the sticker from its button', async () => {
    const listings = [summary(1), summary(2, { price: null, hasPriceFallback: true, priceText: 'See Etsy' })];
    const { props: p } = await renderSidebarWith(listings);
    const add = screen.getByRole('button', { name: 'Add Barn Owl 1 - Vinyl Decal for Truck Laptop Tumbler to the scene' });
    const item = add.closest('li')!;
    expect(item.querySelector('img')!.getAttribute('src')).toBe('/artwork/animals/1.svg');
    expect(item.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(item.querySelector('.decal-title')!.textContent).toBe('Barn Owl 1 - Vinyl D...');
    expect([...document.querySelectorAll('.decal-price')].map((p) => p.textContent)).toEqual(['from $3.99', 'See Etsy']);
    fireEvent.click(add);
    expect(p.onAdd).toHaveBeenCalledTimes(1);
    expect(p.onAdd).toHaveBeenCalledWith(lean(listings[0]!));
  });

  it('is dragged with the listing id as application/x-listing-id, and tells the parent', async () => {
    const listings = [summary(7)];
    const { props: p } = await renderSidebarWith(listings);
    const item = screen.getByRole('button', { name: /^Add Jeep Wrangler 7/ }).closest('li')!;
    expect(item.getAttribute('draggable')).toBe('true');
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'all' };
    fireEvent.dragStart(item, { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('application/x-listing-id', '7');
    expect(p.onDragStart).toHaveBeenCalledWith(lean(listings[0]!), expect.objectContaining({ type: 'dragstart' }));
    expect(p.onAdd).not.toHaveBeenCalled();
  });

  it('hands a sideways finger move to onDragStart, and leaves a vertical one to the scroll', async () => {
    const listings = [summary(3), summary(4)];
    const { props: p } = await renderSidebarWith(listings);
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('decal-item'));
    fireEvent.pointerDown(second!, { pointerType: 'touch', pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(second!, { pointerType: 'touch', pointerId: 2, clientX: 102, clientY: 130 });
    fireEvent.pointerMove(second!, { pointerType: 'touch', pointerId: 2, clientX: 140, clientY: 130 });
    expect(p.onDragStart).not.toHaveBeenCalled();
    fireEvent.pointerDown(first!, { pointerType: 'touch', pointerId: 3, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(first!, { pointerType: 'touch', pointerId: 3, clientX: 130, clientY: 104 });
    expect(p.onDragStart).toHaveBeenCalledTimes(1);
    const [listing, event] = vi.mocked(p.onDragStart!).mock.calls[0]!;
    expect(listing).toEqual(lean(listings[0]!));
    expect((event as PointerEvent).type).toBe('pointermove');
  });
});

describe('the sidebar frame', () => {
  it('resizes by dragging its edge only while the pointer is between 300 and 800 px', async () => {
    serve(catalogue(5));
    const { props: p } = await renderSidebar();
    const edge = screen.getByRole('separator', { name: 'Resize the decals sidebar' });
    fireEvent.pointerDown(edge, { pointerId: 1, clientX: 400, button: 0 });
    for (const x of [850, 299, 520, 801, 300, 800]) fireEvent.pointerMove(edge, { pointerId: 1, clientX: x });
    fireEvent.pointerUp(edge, { pointerId: 1, clientX: 800 });
    expect(vi.mocked(p.onResize).mock.calls.map(([w]) => w)).toEqual([520, 300, 800]);
    fireEvent.pointerMove(edge, { pointerId: 1, clientX: 600 });
    expect(p.onResize).toHaveBeenCalledTimes(3);
  });

  it('resizes from the keyboard on its separator, within 300 to 800', async () => {
    serve(catalogue(5));
    const { props: p, rerender } = await renderSidebar({ width: 790 });
    const edge = screen.getByRole('separator');
    expect([edge.getAttribute('aria-valuenow'), edge.getAttribute('aria-valuemin'), edge.getAttribute('aria-valuemax')]).toEqual(['790', '300', '800']);
    fireEvent.keyDown(edge, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(vi.mocked(p.onResize).mock.calls.map(([w]) => w)).toEqual([800, 780, 300]);
    rerender(<Sidebar {...p} width={300} />);
    fireEvent.keyDown(screen.getByRole('separator'), { key: 'ArrowLeft' });
    expect(p.onResize).toHaveBeenCalledTimes(3);
    expect((document.querySelector('.decal-sidebar') as HTMLElement).style.width).toBe('300px');
  });

  it("collapses to a 20 px strip with only 'Show the decals', and keeps its list for when it opens", async () => {
    const api = serve(catalogue(5));
    const { props: p, rerender } = await renderSidebar({ collapsed: true });
    const show = screen.getByRole('button', { name: 'Show the decals' });
    expect((document.querySelector('.decal-sidebar') as HTMLElement).style.width).toBe('20px');
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(show);
    expect(p.onToggleCollapsed).toHaveBeenCalledTimes(1);
    rerender(<Sidebar {...p} collapsed={false} />);
    expect(itemCount()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the decals' }));
    expect(p.onToggleCollapsed).toHaveBeenCalledTimes(2);
    expect(api.pages()).toHaveLength(1);
  });

  it('as a drawer, fills its container and has no resize edge', async () => {
    serve(catalogue(5));
    await renderSidebar({ variant: 'drawer', width: 700 });
    expect(screen.queryByRole('separator')).toBeNull();
    expect((document.querySelector('.decal-sidebar') as HTMLElement).style.width).toBe('');
    expect(itemCount()).toBe(5);
  });
});

describe('sidebar width rules', () => {
  it('accept a dragged width only from 300 to 800', () => {
    expect([299.4, 300, 800, 800.6, Number.NaN].map(acceptDraggedWidth)).toEqual([null, 300, 800, null, null]);
  });

  it('clamp a saved width into 300 to 800, and read nonsense as the default 400', () => {
    expect([100, 1200, Number.NaN, 512.4].map(clampWidth)).toEqual([300, 800, 400, 512]);
  });

  it('step by 10 with an arrow, 50 with Shift, and jump to the ends with Home and End', () => {
    expect([
      widthForKey(400, 'ArrowRight', false),
      widthForKey(400, 'ArrowLeft', true),
      widthForKey(400, 'End', false),
      widthForKey(400, 'Tab', false),
    ]).toEqual([410, 350, 800, null]);
  });
});

describe('the sidebar store', () => {
  it('starts once: a second start keeps the list instead of asking again', async () => {
    const api = serve(catalogue(5));
    startSidebar();
    await settle();
    startSidebar();
    await settle();
    expect(api.pages()).toHaveLength(1);
    expect($stickers.get().items).toHaveLength(5);
  });
});

async function renderSidebarWith(listings: ListingSummary[]) {
  serve(listings);
  return renderSidebar();
}
