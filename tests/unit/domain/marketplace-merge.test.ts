import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '../../../src/contracts/listing.ts';
import {
  INCOMPLETE_SOURCE,
  LOCAL_ONLY_COLUMNS,
  marketplaceColumns,
  marketplaceModifiedAt,
  newListingRow,
  safeUpdateColumns,
  validateIntegrity,
  type MarketplaceRecord,
} from '../../../src/domain/marketplace-merge.ts';
import type { StickerRow } from '../../../src/db/schema.ts';
import { marketplaceRecordOf } from '../../../scripts/fake-etsy/records.ts';
import { demoShop } from '../../../scripts/seed/catalogue.ts';

const shop = demoShop();
/** A demo listing as a sync reads it from the fake marketplace. */
const recordOf = (i: number): MarketplaceRecord => marketplaceRecordOf(shop.listings[i]!.etsy);
const localRow = (i: number) => shop.listings[i]!.row as unknown as StickerRow;

const money = fc.record({ amount: fc.integer({ min: 0, max: 100_000 }), divisor: fc.constantFrom(100, 0, 1), currency_code: fc.constant('USD') });
const product: fc.Arbitrary<InventoryProduct> = fc.record({
  sku: fc.string({ maxLength: 12 }),
  property_values: fc.array(
    fc.record({
      property_id: fc.constantFrom(513, 514, 200),
      property_name: fc.constantFrom('Size', 'Primary color', 'Style'),
      value_ids: fc.array(fc.nat(), { maxLength: 2 }),
      values: fc.array(fc.string({ maxLength: 30 }), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
  offerings: fc.array(fc.record({ price: money, quantity: fc.nat(999), is_enabled: fc.boolean(), is_available: fc.boolean() }), { maxLength: 2 }),
});
const record: fc.Arbitrary<MarketplaceRecord> = fc.record({
  listing: fc.record({
    listing_id: fc.integer({ min: 1, max: 2 ** 40 }),
    title: fc.string({ maxLength: 140 }),
    description: fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
    state: fc.constantFrom('active', 'inactive', 'sold_out', 'draft', 'expired'),
    url: fc.option(fc.webUrl(), { nil: undefined }),
    quantity: fc.nat(999),
    views: fc.nat(),
    num_favorers: fc.nat(),
    featured_rank: fc.option(fc.integer({ min: -1, max: 50 }), { nil: null }),
    tags: fc.array(fc.string({ maxLength: 20 }), { maxLength: 13 }),
    shop_section_id: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
    last_modified_timestamp: fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }),
  }),
  images: fc.array(fc.record({ url_fullxfull: fc.webUrl(), rank: fc.nat(10) }), { maxLength: 4 }),
  inventory: fc.record({ products: fc.array(product, { maxLength: 6 }) }),
});

describe('a safe update of an existing listing', () => {
  it('never changes a local-only field and never loses the listing, whatever Etsy sends (property)', () => {
    fc.assert(
      fc.property(fc.nat(shop.listings.length - 1), record, (i, incoming) => {
        const before = localRow(i);
        const after = { ...before, ...safeUpdateColumns(before, { ...incoming, listing: { ...incoming.listing, listing_id: before.etsyListingId } }) };
        for (const column of LOCAL_ONLY_COLUMNS) expect(after[column]).toEqual(before[column]);
        expect(after.etsyListingId).toBe(before.etsyListingId);
        expect(validateIntegrity(before, after)).toEqual({ ok: true, errors: [], warnings: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('takes the category from the shop section only while the local one is empty', () => {
    const incoming = recordOf(0);
    expect(safeUpdateColumns({ category: 'Horror' }, incoming)).not.toHaveProperty('category');
    expect(safeUpdateColumns({ category: '  ' }, incoming).category).toBe(localRow(0).category);
    expect(safeUpdateColumns({ category: null }, incoming).category).toBe(localRow(0).category);
  });

  it('updates the marketplace fields: title, description, tags, state, modified time, prices', () => {
    const incoming = recordOf(3);
    const changed = {
      ...incoming,
      listing: { ...incoming.listing, title: 'A New Title', tags: ['new'], state: 'sold_out', last_modified_timestamp: 1_800_000_000 },
    };
    const patch = safeUpdateColumns(localRow(3), changed);
    expect(patch).toMatchObject({ title: 'A New Title', tags: '["new"]', state: 'sold_out', lastEtsyUpdate: '2027-01-15T08:00:00.000Z' });
    expect(patch.availableSizes).toBe(localRow(3).availableSizes);
  });

  it('refuses a record without its listing or its inventory', () => {
    const incoming = recordOf(1);
    expect(() => marketplaceColumns({ ...incoming, inventory: null })).toThrow(INCOMPLETE_SOURCE);
    expect(() => marketplaceColumns({ ...incoming, listing: {} })).toThrow(INCOMPLETE_SOURCE);
    expect(() => marketplaceColumns({ ...incoming, listing: undefined as never })).toThrow(INCOMPLETE_SOURCE);
  });
});

describe('integrity validation', () => {
  it('fails when a local field with a value is emptied, and warns when one changes', () => {
    const before = localRow(0);
    expect(validateIntegrity(before, { ...before, svgPath: null })).toEqual({ ok: false, errors: ['svgPath was lost'], warnings: [] });
    expect(validateIntegrity(before, { ...before, displayOrder: before.displayOrder + 1 })).toEqual({
      ok: true,
      errors: [],
      warnings: ['displayOrder changed'],
    });
    expect(validateIntegrity(before, { ...before, dimensions: '{}' }).ok).toBe(false);
  });
});

describe('a listing new to the catalogue', () => {
  it('precomputes what the demo shop has: prices, sizes, colours, variations, category, pack', () => {
    for (const i of [0, 5, 28, 40]) {
      const seeded = localRow(i);
      const row = newListingRow(recordOf(i), seeded.slug);
      for (const column of [
        'title',
        'availableSizes',
        'availableColors',
        'minPrice',
        'sizeVariations',
        'colorVariations',
        'category',
        'isPack',
        'inventoryMatrix',
      ] as const) {
        expect(row[column], `${column} of listing ${i}`).toEqual(seeded[column]);
      }
      expect(Object.keys(JSON.parse(row.dimensions!))).toEqual(expect.arrayContaining(JSON.parse(seeded.availableSizes)));
    }
  });

  it('reads Etsy’s modification time in seconds', () => {
    expect(marketplaceModifiedAt({ last_modified_timestamp: 1_700_000_000 })).toBe('2023-11-14T22:13:20.000Z');
    expect(marketplaceModifiedAt({ updated_timestamp: 1_700_000_000 })).toBe('2023-11-14T22:13:20.000Z');
    expect(marketplaceModifiedAt({})).toBeNull();
  });
});
