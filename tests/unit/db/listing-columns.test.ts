import { describe, expect, it } from 'vitest';
import { columnProblem, columnSchemas, parseColumn } from '../../../src/db/json.ts';
import { columnProblemsOf, keepPublicRows, leftOutFor, publicProblemsOf, type PublicCheckRow } from '../../../src/db/listing-columns.ts';
import { stickerRow } from '../../fixtures/listings.ts';

describe('columnProblem', () => {
  it('finds nothing wrong with a missing column (its default applies) or one of its shape', () => {
    expect(columnProblem(columnSchemas.sizes, null)).toBeNull();
    expect(columnProblem(columnSchemas.sizes, '')).toBeNull();
    expect(columnProblem(columnSchemas.sizes, '[]')).toBeNull();
    expect(columnProblem(columnSchemas.money, 'null')).toBeNull();
  });

  it('says in a few words what is wrong, and where, without quoting the stored text', () => {
    expect(columnProblem(columnSchemas.sizes, '[{"name":')).toBe('not JSON');
    expect(columnProblem(columnSchemas.sizes, '{}')).toBe('expected an array');
    expect(columnProblem(columnSchemas.dimensions, '[]')).toBe('expected an object');
    expect(columnProblem(columnSchemas.stringList, '["a", 2]')).toBe('[1]: expected text');
    expect(columnProblem(columnSchemas.sizes, '[{"name":"GIGANTIC","width":1,"height":1,"price":null}]')).toBe('[0].name: not an allowed value');
    expect(columnProblem(columnSchemas.dimensions, '{"MICRO":{"width":-1,"height":"tall"}}')).toBe('MICRO.width: too small (and 1 more)');
    expect(columnProblem(columnSchemas.inventory, '{"products": 5}')).toBe('products: expected an array');
  });

  it('reads what parseColumn reads: a column with a problem is the fallback there', () => {
    for (const text of ['nope', '{}', '[{"name":"MICRO"}]'])
      expect([columnProblem(columnSchemas.sizes, text) !== null, parseColumn(columnSchemas.sizes, text, [])]).toEqual([true, []]);
  });
});

/** A listing's row as the builder makes it, with the defaults D1 fills in for the columns it leaves out. */
const row = (overrides: Record<string, string | null> = {}) => ({
  ...stickerRow({ etsyListingId: 1, title: 'Raptor Running' }),
  sizes: '[]',
  dimensions: '{}',
  allImageUrls: '[]',
  svgPaths: '[]',
  svgTitles: '[]',
  enabledColors: '{}',
  variationImagesData: null,
  ...overrides,
});

describe('columnProblemsOf', () => {
  it('finds nothing in a listing as the app writes it', () => {
    expect(columnProblemsOf(row())).toEqual([]);
  });

  it.each(['sizes', 'dimensions', 'sizeVariations', 'colorVariations', 'availableSizes', 'availableColors', 'minPrice', 'listingData', 'inventoryMatrix'])(
    'leaves a public listing out when its %s is corrupt',
    (key) => {
      const problems = columnProblemsOf(row({ [key]: 'not json' }));
      expect(problems).toEqual([expect.objectContaining({ problem: 'not JSON', leavesOut: true })]);
      expect(leftOutFor(problems)).toBe(true);
    },
  );

  it.each(['tags', 'allImageUrls', 'svgPaths', 'svgTitles', 'variationImagesData', 'enabledColors'])(
    'reports a corrupt %s but keeps the listing (the column falls back to empty)',
    (key) => {
      const problems = columnProblemsOf(row({ [key]: '"oops"' }));
      expect(problems).toHaveLength(1);
      expect(leftOutFor(problems)).toBe(false);
    },
  );

  it('names each column as SQL does', () => {
    expect(columnProblemsOf(row({ sizeVariations: '{}', minPrice: '5' })).map((p) => p.column)).toEqual(['size_variations', 'min_price']);
  });

  it('needs the raw inventory only while there is no matrix to serve', () => {
    expect(columnProblemsOf(row({ inventoryData: 'nope' }))).toEqual([{ column: 'inventory_data', problem: 'not JSON', leavesOut: false }]);
    expect(columnProblemsOf(row({ inventoryData: 'nope', inventoryMatrix: null }))).toEqual([
      { column: 'inventory_data', problem: 'not JSON', leavesOut: true },
    ]);
  });

  it('checks only the columns a row carries', () => {
    expect(columnProblemsOf({ tags: '[]' })).toEqual([]);
    expect(columnProblemsOf({ sizes: '{}' })).toEqual([{ column: 'sizes', problem: 'expected an array', leavesOut: true }]);
  });
});

const checked = (overrides: Partial<PublicCheckRow & { etsyListingId: number }> = {}): PublicCheckRow & { etsyListingId: number } => ({
  etsyListingId: 1,
  sizes: '[]',
  dimensions: '{}',
  sizeVariations: '[]',
  colorVariations: '[]',
  availableSizes: '[]',
  availableColors: '[]',
  minPrice: null,
  skus: '["RAPTOR-S"]',
  listingDataIsJson: true,
  inventoryMatrixIsJson: true,
  inventoryDataIsJson: true,
  ...overrides,
});

describe('publicProblemsOf (what every public read checks)', () => {
  it('checks the light columns in full, and of the marketplace JSON whether SQLite read it as JSON', () => {
    expect(publicProblemsOf(checked())).toEqual([]);
    expect(publicProblemsOf(checked({ dimensions: '[]', listingDataIsJson: false, inventoryMatrixIsJson: false, inventoryDataIsJson: false }))).toEqual([
      { column: 'dimensions', problem: 'expected an object', leavesOut: true },
      { column: 'listing_data', problem: 'not JSON', leavesOut: true },
      { column: 'inventory_matrix', problem: 'not JSON', leavesOut: true },
      { column: 'inventory_data', problem: 'not JSON', leavesOut: true },
    ]);
  });

  it('words a bad SKU list as the full check of listing_data does', () => {
    expect(publicProblemsOf(checked({ skus: '"RAPTOR-S"' }))).toEqual([{ column: 'listing_data', problem: 'skus: expected an array', leavesOut: true }]);
    expect(publicProblemsOf(checked({ skus: '[7]' }))[0]!.problem).toBe('skus[0]: expected text');
    expect(columnProblemsOf({ listingData: '{"skus":"RAPTOR-S"}' })[0]!.problem).toBe('skus: expected an array');
    expect(columnProblemsOf({ listingData: '{"skus":[7]}' })[0]!.problem).toBe('skus[0]: expected text');
  });
});

describe('keepPublicRows', () => {
  it('keeps the sound rows in order and tells each one left out, with its columns once each', () => {
    const told: unknown[] = [];
    const rows = [checked(), checked({ etsyListingId: 2, sizes: 'x', skus: '5' }), checked({ etsyListingId: 3, availableColors: '{}' })];
    expect(keepPublicRows(rows, (l) => told.push(l)).map((r) => r.etsyListingId)).toEqual([1]);
    expect(told).toEqual([
      { listingId: 2, columns: ['sizes', 'listing_data'] },
      { listingId: 3, columns: ['available_colors'] },
    ]);
  });
});
