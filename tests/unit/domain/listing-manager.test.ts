import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ManagerRow } from '../../../src/contracts/admin-listings.ts';
import {
  DEFAULT_MANAGER_VIEW,
  descriptionPreview,
  indexManagerRows,
  managerCategories,
  managerRows,
  rowsNeedingDimensions,
  sortByColumn,
  visibilityBadge,
  type ManagerView,
} from '../../../src/domain/listing-manager.ts';

const row = (id: number, overrides: Partial<ManagerRow> = {}): ManagerRow => ({
  id,
  title: `Listing ${id}`,
  description: '',
  category: 'Dinosaur Stickers',
  tags: [],
  skus: [],
  displayOrder: id,
  publicVisible: true,
  isSet: false,
  isTrueScale: false,
  hasDimensions: true,
  svgPath: null,
  sales: 0,
  etsyUrl: null,
  scrapingStatus: null,
  ...overrides,
});

const all: ManagerView = { ...DEFAULT_MANAGER_VIEW, svg: 'all' };
const ids = (rows: readonly ManagerRow[]) => rows.map((r) => r.id);

describe('the Listing Manager', () => {
  const rows = [
    row(1, { title: 'T-Rex Roaring', svgPath: '/artwork/t-rex.svg', displayOrder: 3, isTrueScale: true }),
    row(2, { title: 'Bigfoot', category: 'Cryptids', description: 'A tall walker in the woods', displayOrder: 1, tags: ['sasquatch'] }),
    row(3, { title: 'Moon Lander', category: 'Space Stickers', skus: ['MOON-77'], displayOrder: 2, publicVisible: false }),
  ];
  const index = indexManagerRows(rows);

  it('shows listings missing artwork by default, in display order ascending', () => {
    expect(ids(managerRows(index, DEFAULT_MANAGER_VIEW))).toEqual([2, 3]);
    expect(ids(managerRows(index, all))).toEqual([2, 3, 1]);
  });

  it('searches from 2 characters over title, description, category, id, tags and SKUs, in any case', () => {
    const search = (text: string) => ids(managerRows(index, { ...all, search: text }));
    expect(search('m')).toEqual([2, 3, 1]);
    expect(search('ROAR')).toEqual([1]);
    expect(search('woods')).toEqual([2]);
    expect(search('space st')).toEqual([3]);
    expect(search('3')).toEqual([2, 3, 1]);
    expect(search('sasq')).toEqual([2]);
    expect(search('moon-77')).toEqual([3]);
    expect(search(String(rows[1]!.id) + 'x')).toEqual([]);
  });

  it('filters by category, artwork path and TRUEscale', () => {
    expect(ids(managerRows(index, { ...all, category: 'Cryptids' }))).toEqual([2]);
    expect(ids(managerRows(index, { ...all, svg: 'has' }))).toEqual([1]);
    expect(ids(managerRows(index, { ...all, trueScale: 'only' }))).toEqual([1]);
    expect(ids(managerRows(index, { ...all, trueScale: 'non' }))).toEqual([2, 3]);
  });

  it('sorts by each column both ways; a column clicked again flips, another starts ascending', () => {
    expect(ids(managerRows(index, { ...all, sortBy: 'title' }))).toEqual([2, 3, 1]);
    expect(ids(managerRows(index, { ...all, sortBy: 'title', sortOrder: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(managerRows(index, { ...all, sortBy: 'category' }))).toEqual([2, 1, 3]);
    expect(ids(managerRows(index, { ...all, sortBy: 'id', sortOrder: 'desc' }))).toEqual([3, 2, 1]);
    expect(sortByColumn(all, 'displayOrder').sortOrder).toBe('desc');
    expect(sortByColumn({ ...all, sortOrder: 'desc' }, 'title')).toMatchObject({ sortBy: 'title', sortOrder: 'asc' });
  });

  it('never shows a row the filters exclude, and shows every row they keep, once (any rows, any view)', () => {
    const rowArb = fc.record({
      title: fc.string(),
      category: fc.constantFrom('A', 'B'),
      svg: fc.boolean(),
      trueScale: fc.boolean(),
      displayOrder: fc.integer({ min: 0, max: 50 }),
    });
    const viewArb = fc.record({
      search: fc.string({ maxLength: 3 }),
      category: fc.constantFrom('', 'A', 'B'),
      svg: fc.constantFrom('all', 'has', 'missing'),
      trueScale: fc.constantFrom('all', 'only', 'non'),
      sortBy: fc.constantFrom('displayOrder', 'title', 'category', 'id', 'trueScale', 'sales'),
      sortOrder: fc.constantFrom('asc', 'desc'),
    }) as fc.Arbitrary<ManagerView>;
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), viewArb, (specs, view) => {
        const list = specs.map((s, i) =>
          row(i + 1, { title: s.title, category: s.category, svgPath: s.svg ? '/a.svg' : null, isTrueScale: s.trueScale, displayOrder: s.displayOrder }),
        );
        const shown = managerRows(indexManagerRows(list), view);
        const keeps = (r: ManagerRow) =>
          (view.category === '' || r.category === view.category) &&
          (view.svg === 'all' || (view.svg === 'has') === !!r.svgPath) &&
          (view.trueScale === 'all' || (view.trueScale === 'only') === r.isTrueScale) &&
          (view.search.trim().length < 2 || `${r.title}\n\n${r.category}\n${r.id}`.toLowerCase().includes(view.search.trim().toLowerCase()));
        expect(new Set(ids(shown))).toEqual(new Set(ids(list.filter(keeps))));
        expect(shown).toHaveLength(new Set(ids(shown)).size);
      }),
    );
  });

  it('badges a hidden listing Hidden, a public set Pack, any other Visible', () => {
    expect(visibilityBadge({ publicVisible: false, isSet: true })).toBe('Hidden');
    expect(visibilityBadge({ publicVisible: true, isSet: true })).toBe('Pack');
    expect(visibilityBadge({ publicVisible: true, isSet: false })).toBe('Visible');
  });

  it('previews 60 characters of a description', () => {
    expect(descriptionPreview('Short one.')).toBe('Short one.');
    expect(descriptionPreview('x'.repeat(61))).toBe(`${'x'.repeat(60)}…`);
    expect(descriptionPreview('line one\n\nline   two')).toBe('line one line two');
  });

  it('offers the categories the listings have, and lists the ones needing dimensions by title', () => {
    expect(managerCategories(rows)).toEqual(['Cryptids', 'Dinosaur Stickers', 'Space Stickers']);
    expect(ids(rowsNeedingDimensions([row(5, { title: 'b', hasDimensions: false }), row(6, { title: 'a', hasDimensions: false }), row(7)]))).toEqual([6, 5]);
  });
});
