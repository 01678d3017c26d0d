import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_FIELDS } from '../../../src/contracts/marketplace.ts';
import { listingChanges, tallyFields } from '../../../src/domain/listing-changes.ts';
import { newListingRow, planReprocess, planSafeUpdate, safeUpdateColumns, type MarketplaceRecord } from '../../../src/domain/marketplace-merge.ts';
import type { StickerRow } from '../../../src/db/schema.ts';
import { marketplaceRecordOf } from '../../../scripts/fake-etsy/records.ts';
import { demoShop } from '../../../scripts/seed/catalogue.ts';

const shop = demoShop({ listings: 40 });
/** A demo listing as a sync reads it from the fake marketplace. */
const recordOf = (i: number): MarketplaceRecord => marketplaceRecordOf(shop.listings[i]!.etsy);
/** A listing as a first sync stores it: created from its Etsy record. */
const syncedRow = (record: MarketplaceRecord): StickerRow =>
  ({ ...newListingRow(record, 'a-slug-vinyl-decal'), totalSalesVolume: 0, createdAt: 'x', updatedAt: 'x' }) as StickerRow;
const withListing = (record: MarketplaceRecord, changes: Partial<MarketplaceRecord['listing']>): MarketplaceRecord => ({
  ...record,
  listing: { ...record.listing, ...changes },
});

describe('what a write of a listing would change', () => {
  it('a listing synced again from the same Etsy record changes nothing, whatever the record (property)', () => {
    fc.assert(
      fc.property(fc.nat(shop.listings.length - 1), fc.string({ maxLength: 80 }), fc.nat(), (i, title, views) => {
        const record = withListing(recordOf(i), { title, views });
        const stored = syncedRow(record);
        expect(listingChanges(stored, safeUpdateColumns(stored, record))).toEqual([]);
        expect(planSafeUpdate(stored, record).fields).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('a new title on Etsy is a title change, and only that (property)', () => {
    fc.assert(
      fc.property(fc.nat(shop.listings.length - 1), fc.string({ minLength: 1, maxLength: 140 }), (i, title) => {
        const record = recordOf(i);
        fc.pre(title !== record.listing.title);
        const stored = syncedRow(record);
        expect(planSafeUpdate(stored, withListing(record, { title })).fields).toEqual(['title']);
      }),
      { numRuns: 200 },
    );
  });

  it('names each field Etsy changed, in the fixed order, and the raw record only when nothing shown changed', () => {
    const record = recordOf(3);
    const stored = syncedRow(record);
    const changed = (next: MarketplaceRecord) => planSafeUpdate(stored, next).fields;
    expect(changed(withListing(record, { tags: ['new tag'], views: 12_345, description: 'Other words' }))).toEqual(['description', 'tags', 'views']);
    expect(changed(withListing(record, { state: 'sold_out', quantity: 3, num_favorers: 7 }))).toEqual(['status', 'stock', 'favourites']);
    // Images in another order: the first image (the card's) is another one.
    expect(changed({ ...record, images: [...record.images, { url_fullxfull: 'https://example.test/b.jpg', rank: 0 }] })).toEqual(['images']);
    // A field Etsy keeps that the catalogue does not show.
    expect(changed(withListing(record, { featured_rank: null, materials: ['vinyl'] } as never))).toEqual(['other Etsy data']);
  });

  it('a price change in the inventory is a price change, not the raw inventory', () => {
    const record = recordOf(5);
    const stored = syncedRow(record);
    const products = record.inventory!.products.map((p, k) =>
      k === 0 ? { ...p, offerings: p.offerings.map((o) => ({ ...o, price: { ...o.price!, amount: Number(o.price!.amount) + 100 } })) } : p,
    );
    expect(planSafeUpdate(stored, { ...record, inventory: { products } }).fields).toEqual(['price']);
  });

  it('the same JSON with its keys in another order is no change', () => {
    const stored = syncedRow(recordOf(2));
    const reordered = (text: string | null) => JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(text!) as object).reverse()));
    expect(listingChanges(stored, { listingData: reordered(stored.listingData), inventoryData: reordered(stored.inventoryData) })).toEqual([]);
    expect(listingChanges(stored, { ...stored })).toEqual([]);
  });

  it('columns the write leaves out are not compared; identity and timestamps are never a change', () => {
    const stored = syncedRow(recordOf(1));
    expect(listingChanges({ ...stored, title: 'Edited locally' }, { description: stored.description })).toEqual([]);
    expect(listingChanges(stored, { slug: 'other-vinyl-decal', updatedAt: 'y', createdAt: 'y' })).toEqual([]);
  });

  it('dimensions: new measures are dimensions, the same measures from another source are dimension sources', () => {
    const manual = JSON.stringify({ MICRO: { width: 2, height: 1.5, unit: 'inches', source: 'manual' } });
    const stored = { dimensions: manual } as Partial<StickerRow>;
    expect(listingChanges(stored, { dimensions: JSON.stringify({ MICRO: { width: 2, height: 1.5, unit: 'inches', source: 'description' } }) })).toEqual([
      'dimension sources',
    ]);
    expect(listingChanges(stored, { dimensions: JSON.stringify({ MICRO: { width: 3, height: 1.5, unit: 'inches', source: 'manual' } }) })).toEqual([
      'dimensions',
    ]);
    expect(
      listingChanges(stored, {
        dimensions: JSON.stringify({ MICRO: { width: 3, height: 1.5, unit: 'inches', source: 'description' }, SMALL: { width: 4, height: 3 } }),
      }),
    ).toEqual(['dimensions', 'dimension sources']);
  });

  it('every column of a listing row belongs to a field, so none changes unseen', () => {
    const stored = syncedRow(recordOf(0));
    for (const [column, value] of Object.entries(stored)) {
      if (['etsyListingId', 'slug', 'createdAt', 'updatedAt'].includes(column)) continue;
      const other = typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)}!`;
      expect(listingChanges(stored, { [column]: other }), column).toHaveLength(1);
    }
  });
});

describe('the deprecated processing’s plan', () => {
  it('names what it overwrites of the owner’s: a set’s pack type, each manual dimension’s source; a safe update of the same record names none of it', () => {
    const i = shop.listings.findIndex((l) => l.row.isSet);
    expect(i).toBeGreaterThanOrEqual(0);
    const record = recordOf(i);
    const stored = { ...syncedRow(record), ...shop.listings[i]!.row, createdAt: 'x', updatedAt: 'x' };
    const fields = planReprocess(stored, record).fields;
    expect(fields).toEqual(expect.arrayContaining(['pack type', 'dimensions']));
    expect(planSafeUpdate(stored, record).fields).not.toEqual(expect.arrayContaining(['pack type']));
    expect(planSafeUpdate(stored, record).fields.some((f) => f.startsWith('dimension'))).toBe(false);
  });

  it('a listing it would leave as it is: no fields', () => {
    const record = recordOf(7);
    const stored = syncedRow(record);
    expect(planReprocess(stored, record)).toMatchObject({ fields: [] });
  });
});

describe('the fields tally', () => {
  it('counts each listing once per field, in the fixed order, leaving out fields none changed', () => {
    expect(tallyFields([['title'], ['price', 'title'], [], ['title', 'title']])).toEqual([
      { field: 'title', listings: 3 },
      { field: 'price', listings: 1 },
    ]);
    expect(tallyFields([])).toEqual([]);
  });

  it('sums to the listings each field names (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(fc.constantFrom(...LISTING_FIELDS))), (changes) => {
        const tally = tallyFields(changes);
        expect(tally.reduce((n, t) => n + t.listings, 0)).toBe(changes.reduce((n, c) => n + c.length, 0));
        expect(tally.map((t) => t.field)).toEqual(LISTING_FIELDS.filter((f) => tally.some((t) => t.field === f)));
      }),
    );
  });
});
