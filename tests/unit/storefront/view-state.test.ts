import { describe, expect, it } from 'vitest';
import { isAdminLocation } from '../../../src/features/storefront/admin-flag.ts';
import { DEFAULT_VIEW, defaultSort, queryFromView, viewFromQuery } from '../../../src/domain/storefront-view.ts';

describe('view state in the URL query', () => {
  it('writes nothing for the default view', () => {
    expect(queryFromView(DEFAULT_VIEW)).toBe('');
    // The admin flag's ?admin=true stays in the query the view is written to.
    expect(queryFromView(DEFAULT_VIEW, { admin: true })).toBe('?admin=true');
    expect(queryFromView({ ...DEFAULT_VIEW, tags: ['rex'] }, { admin: true })).toBe('?tags=rex&admin=true');
    expect(viewFromQuery('')).toEqual(DEFAULT_VIEW);
  });

  it('round-trips search, tags, sort, order, grouping, reversed order and category', () => {
    const view = {
      search: 't rex',
      tags: ['dinosaur', 'halloween'],
      sortBy: 'title' as const,
      sortOrder: 'desc' as const,
      grouped: false,
      reversed: true,
      category: 'dinosaur-stickers',
      favourites: null,
    };
    const query = queryFromView(view);
    expect(query).toBe('?q=t+rex&tags=dinosaur%2Challoween&sort=title&order=desc&group=0&rev=1&category=dinosaur-stickers');
    expect(viewFromQuery(query)).toEqual(view);
  });

  it("leaves out a direction that is the sort's own", () => {
    expect(queryFromView({ ...DEFAULT_VIEW, sortBy: 'title', sortOrder: 'asc' })).toBe('?sort=title');
    expect(viewFromQuery('?sort=title').sortOrder).toBe('asc');
    expect(viewFromQuery('?sort=views').sortOrder).toBe('desc');
  });

  it('ignores malformed values and keeps at most 10 unique tags', () => {
    const view = viewFromQuery(`?sort=price&order=sideways&tags=${Array.from({ length: 12 }, (_, i) => `t${i}`).join(',')},t0&q=${'x'.repeat(300)}`);
    // A malformed sort falls back to the default, which is Best match while searching.
    expect(view.sortBy).toBe('best');
    expect(view.sortOrder).toBe('desc');
    expect(view.tags).toHaveLength(10);
    expect(view.search).toHaveLength(200);
  });

  it("only accepts the storefront sorts, not the Scene Builder's date added", () => {
    expect(viewFromQuery('?sort=created').sortBy).toBe('sales');
  });

  it('keeps the category jumped to, and ignores one no category name could give', () => {
    expect(queryFromView({ ...DEFAULT_VIEW, category: 'police-military-fire' })).toBe('?category=police-military-fire');
    expect(viewFromQuery('?category=police-military-fire').category).toBe('police-military-fire');
    for (const bad of ['Dinosaur Stickers', '-dino', 'a--b', '<script>', 'x'.repeat(61)])
      expect(viewFromQuery(new URLSearchParams({ category: bad })).category).toBeNull();
  });

  it("round-trips the shopper's own favourites view and a shared list of favourites", () => {
    expect(queryFromView({ ...DEFAULT_VIEW, favourites: 'mine' })).toBe('?favourites=mine');
    expect(viewFromQuery('?favourites=mine').favourites).toBe('mine');
    const shared = queryFromView({ ...DEFAULT_VIEW, favourites: [123456789, 42] });
    expect(shared).toBe('?favourites=123456789%2C42');
    expect(viewFromQuery(shared).favourites).toEqual([123456789, 42]);
    // The link as shared, commas unescaped, reads the same.
    expect(viewFromQuery('?favourites=123456789,42').favourites).toEqual([123456789, 42]);
  });

  it('reads a favourites parameter with no listing id in it as no filter', () => {
    expect(viewFromQuery('?favourites=').favourites).toBeNull();
    expect(viewFromQuery('?favourites=abc,-4,0').favourites).toBeNull();
    expect(queryFromView({ ...DEFAULT_VIEW, favourites: [] })).toBe('');
  });

  it('drops the reversed order when no tag is selected', () => {
    expect(viewFromQuery('?rev=1').reversed).toBe(false);
    expect(queryFromView({ ...DEFAULT_VIEW, reversed: true })).toBe('');
  });
});

describe('the admin flag', () => {
  const at = (url: string) => {
    const { hostname, pathname, search } = new URL(url);
    return isAdminLocation({ hostname, pathname, search });
  };

  it('is on for localhost, a path containing admin, or ?admin=true', () => {
    expect(at('http://localhost:8787/')).toBe(true);
    expect(at('https://shop.example/listing-admin?listingId=1')).toBe(true);
    expect(at('https://shop.example/trex-vinyl-decal?admin=true')).toBe(true);
  });

  it('is off anywhere else, 127.0.0.1 included', () => {
    expect(at('http://127.0.0.1:8787/')).toBe(false);
    expect(at('https://shop.example/?admin=false')).toBe(false);
    expect(at('https://shop.example/faq')).toBe(false);
  });
});

describe('the sort while searching', () => {
  it('starts a search in Best match, and leaves it out of the URL as the default', () => {
    expect(viewFromQuery('?q=truck').sortBy).toBe('best');
    expect(queryFromView({ ...DEFAULT_VIEW, search: 'truck', sortBy: 'best' })).toBe('?q=truck');
    expect(queryFromView({ ...DEFAULT_VIEW, search: 'truck', sortBy: 'sales' })).toBe('?q=truck&sort=sales');
    expect(viewFromQuery('?q=truck&sort=sales').sortBy).toBe('sales');
  });

  it('does not take Best match without a search', () => {
    expect(viewFromQuery('?sort=best').sortBy).toBe('sales');
    expect(defaultSort('')).toBe('sales');
    expect(defaultSort('x')).toBe('sales');
    expect(defaultSort('rex')).toBe('best');
  });
});
