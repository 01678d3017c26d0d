import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/categories.ts';
import { COLORS } from '../../src/domain/colors.ts';
import { parseDescriptionDimensions } from '../../src/domain/dimensions.ts';
import { HOLIDAY_TERMS } from '../../src/domain/similarity.ts';
import { SLUG_SUFFIX } from '../../src/domain/slug.ts';
import { columnSchemas, parseColumn } from '../../src/db/json.ts';
import { columnProblemsOf } from '../../src/db/listing-columns.ts';
import { HERO_EXCLUDED_IDS } from '../../src/domain/hero-stickers.ts';
import { auditListing } from '../../src/domain/color-audit.ts';
import { artworkCatalogue } from '../../scripts/seed/artwork.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { photoFiles } from '../../scripts/seed/photos.ts';

const shop = demoShop();
const rows = shop.listings.map((l) => l.row);
const json = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

describe('the demo shop', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(demoShop())).toBe(JSON.stringify(shop));
  });

  it('has at least 150 listings across all 12 categories', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
  });

  it('gives every listing its own artwork file that exists in public/', () => {
    const artwork = rows.map((r) => r.svgPath).filter((p): p is string => p !== null);
    expect(new Set(artwork).size).toBe(artwork.length);
    for (const file of artwork) expect(existsSync(`public${file}`), file).toBe(true);
  });

  it("gives every listing 2 to 4 photos of its own, in Etsy's four sizes, each a file the seed writes", () => {
    const written = new Set(photoFiles(artworkCatalogue()).map((f) => f.path));
    const sizes = ['url_75x75', 'url_170x135', 'url_570xN', 'url_fullxfull'] as const;
    for (const { row, etsy } of shop.listings) {
      expect(etsy.images.length, String(row.etsyListingId)).toBeGreaterThanOrEqual(2);
      expect(etsy.images.length).toBeLessThanOrEqual(4);
      expect(JSON.parse(row.allImageUrls!)).toEqual(etsy.images.map((i) => i.url_fullxfull));
      for (const image of etsy.images) for (const size of sizes) expect(written.has(image[size]!), image[size]).toBe(true);
    }
    expect(new Set(rows.map((r) => r.firstImageUrl)).size).toBe(rows.length);
  });

  it('stores no JSON column the public reads would leave a listing out for, or the debug screen report', () => {
    for (const row of rows) expect(columnProblemsOf(row), String(row.etsyListingId)).toEqual([]);
  });

  it('gives every listing a unique slug ending in -vinyl-decal', () => {
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const row of rows) expect(row.slug.endsWith(SLUG_SUFFIX)).toBe(true);
  });

  it('writes size lines the dimension parser reads back', () => {
    for (const row of rows) {
      const parsed = parseDescriptionDimensions(row.description);
      const stored = json<Record<string, { width: number; height: number }>>(row.dimensions, {});
      for (const [size, dim] of Object.entries(parsed)) expect(stored[size], `${row.title} ${size}`).toMatchObject({ width: dim.width, height: dim.height });
      expect(Object.keys(parsed).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers sizes from ATOM to LARGE and colours from the 21', () => {
    const sizes = new Set(rows.flatMap((r) => json<string[]>(r.availableSizes, [])));
    expect([...sizes].sort()).toEqual(['ATOM', 'LARGE', 'MEDIUM', 'MICRO', 'NANO', 'PIXEL', 'SMALL']);
    const official = new Set(COLORS.map((c) => c.name));
    for (const row of rows) for (const color of json<string[]>(row.availableColors, [])) expect(official.has(color), color).toBe(true);
  });

  it('has listings without a trustworthy price, hidden listings, sets, packs and TRUEscale listings', () => {
    expect(rows.filter((r) => r.minPrice === null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => !r.publicVisible).length).toBeGreaterThanOrEqual(3);
    const sets = rows.filter((r) => r.isSet);
    expect(sets.length).toBeGreaterThanOrEqual(3);
    for (const set of sets) expect(json<string[]>(set.svgPaths, []).length).toBe(set.setQuantity! - 1);
    expect(rows.filter((r) => r.isPack).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.isTrueScale).length).toBeGreaterThanOrEqual(10);
  });

  it('has a few listings whose Etsy colours drifted from the owner’s choice, for the colour audit to find', () => {
    const records = rows.map((r) =>
      auditListing({
        listingId: r.etsyListingId!,
        title: r.title,
        etsyUrl: '',
        currentColors: json<{ value: string }[]>(r.colorVariations, []).map((v) => v.value),
        enabledColors: json<Record<string, boolean>>(r.enabledColors, {}),
      }),
    );
    const drifted = records.filter((r) => r.hasIssues);
    expect(drifted.length).toBeGreaterThanOrEqual(3);
    expect(drifted.length).toBeLessThan(rows.length / 10);
    expect(drifted.every((r) => r.extraColors.length === 1)).toBe(true);
    expect(drifted.some((r) => r.missingCoreColors.length === 1)).toBe(true);
  });

  it('tags some listings with holiday terms', () => {
    const holiday = rows.filter((r) => json<string[]>(r.tags, []).some((t) => HOLIDAY_TERMS.has(t)));
    expect(holiday.length).toBeGreaterThanOrEqual(10);
  });

  it('spreads sales, views and dates so every sort means something', () => {
    for (const values of [
      rows.map((r) => String(r.totalSalesVolume)),
      rows.map((r) => String(r.views)),
      rows.map((r) => r.createdAt),
      rows.map((r) => r.updatedAt),
    ]) {
      expect(new Set(values).size).toBeGreaterThan(rows.length * 0.8);
    }
    for (const row of rows) expect(row.updatedAt! >= row.createdAt!).toBe(true);
  });

  it('keeps SKUs in listing_data for search', () => {
    for (const row of rows) expect(parseColumn(columnSchemas.listingData, row.listingData, { skus: [] }).skus.length).toBeGreaterThan(0);
  });

  it('has the fallback scenes, assignments of all three kinds and hero settings', () => {
    expect(shop.scenes.map((s) => s.name)).toEqual(expect.arrayContaining(['home-dino1', 'scooby2']));
    expect(shop.categoryAssignments.length).toBeGreaterThan(0);
    expect(shop.listingInsertions.length).toBeGreaterThan(0);
    expect(shop.instanceAssignments.map((a) => a.instanceId)).toEqual(['clean-test-1', 'clean-test-2']);
    const visible = new Set(rows.filter((r) => r.publicVisible).map((r) => r.etsyListingId));
    expect(visible.has(shop.hero.leftListingId)).toBe(true);
    expect(visible.has(shop.hero.rightListingId)).toBe(true);
    expect(HERO_EXCLUDED_IDS).not.toContain(shop.hero.leftListingId);
  });

  it('grows to a 5,000-listing catalogue for benchmarks', () => {
    const large = demoShop({ listings: 5000 });
    expect(large.listings).toHaveLength(5000);
    expect(new Set(large.listings.map((l) => l.row.slug)).size).toBe(5000);
    expect(new Set(large.listings.map((l) => l.row.etsyListingId)).size).toBe(5000);
  }, 60_000);
});
