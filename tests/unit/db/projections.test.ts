import { describe, expect, it } from 'vitest';
import { catalogueCardSchema, listingSummarySchema, fullListingSchema } from '../../../src/contracts/listing.ts';
import { toCatalogueCards, toFullListing, toListingSummary, type CatalogueRow } from '../../../src/db/projections.ts';
import type { StickerRow } from '../../../src/db/schema.ts';
import { UNCATEGORIZED } from '../../../src/domain/categories.ts';
import { stickerRow } from '../../fixtures/listings.ts';

/** A stickers row as D1 answers it: the builder's insert values with the columns' defaults filled in. */
function storedRow(overrides: Parameters<typeof stickerRow>[0]): StickerRow {
  const row = stickerRow(overrides);
  return {
    state: 'active',
    quantity: 0,
    views: 0,
    numFavorers: 0,
    featuredRank: null,
    totalSalesVolume: 0,
    lastEtsyUpdate: null,
    svgPaths: '[]',
    svgTitles: '[]',
    dimensions: '{}',
    sizes: '[]',
    publicVisible: true,
    isSet: false,
    isPack: false,
    packType: null,
    setQuantity: 1,
    isTrueScale: false,
    displayOrder: 0,
    enabledColors: '{}',
    uniqueDescription: null,
    boilerPlateText: null,
    variationScrapingStatus: null,
    variationScrapingError: null,
    variationScrapingLastAttempt: null,
    firstImageUrl: null,
    largestSizeImageUrl: null,
    allImageUrls: '[]',
    variationImagesData: null,
    etsyShareUrl: null,
    inventoryMatrix: null,
    minPrice: null,
    ...row,
  } as StickerRow;
}

const cardRow = (row: StickerRow): CatalogueRow => ({ ...row, skus: JSON.stringify(JSON.parse(row.listingData ?? '{}').skus ?? []) });
/** One listing's card, as the only listing of its catalogue. */
const toCatalogueCard = (row: CatalogueRow) => toCatalogueCards([row])[0]!;

describe('the listing projections', () => {
  it('make shapes their contracts accept', () => {
    const row = storedRow({ etsyListingId: 7, title: 'T-Rex Skull', tags: ['dinosaur'], skus: ['REX-1'] });
    expect(catalogueCardSchema.safeParse(toCatalogueCard(cardRow(row))).success).toBe(true);
    expect(listingSummarySchema.safeParse(toListingSummary(row)).success).toBe(true);
    expect(fullListingSchema.safeParse(toFullListing(row)).success).toBe(true);
  });

  it.each([null, '', '   '])('call a listing without a category (%j) Uncategorized in every shape', (category) => {
    const row = storedRow({ etsyListingId: 8, title: 'Moon Lander', category });
    expect(toCatalogueCard(cardRow(row)).category).toBe(UNCATEGORIZED);
    expect(toListingSummary(row).category).toBe(UNCATEGORIZED);
  });

  it('give a card its artwork, else the first marketplace image, else the category placeholder', () => {
    const withArt = toCatalogueCard(
      cardRow(storedRow({ etsyListingId: 9, title: 'A', svgPath: '/artwork/dinosaurs/a.svg', firstImageUrl: 'https://i.etsystatic.com/a.jpg' })),
    );
    expect(withArt).toMatchObject({ image: '/artwork/dinosaurs/a.svg', hasArtwork: true });
    const photo = toCatalogueCard(cardRow(storedRow({ etsyListingId: 10, title: 'B', svgPath: null, firstImageUrl: 'https://i.etsystatic.com/b.jpg' })));
    expect(photo).toMatchObject({ image: 'https://i.etsystatic.com/b.jpg', hasArtwork: false });
    const bare = toCatalogueCard(cardRow(storedRow({ etsyListingId: 11, title: 'C', svgPath: '', category: 'Cryptids' })));
    expect(bare).toMatchObject({ image: '/placeholders/cryptids.svg', hasArtwork: false });
  });

  it("give a card its SKUs and its offered sizes, and the summary's price text", () => {
    const row = storedRow({
      etsyListingId: 12,
      title: 'D',
      skus: ['D-1', 'D-2'],
      products: [
        { size: 'SMALL', color: 'Red', amount: 549 },
        { size: 'MICRO', color: 'Red', amount: 399 },
      ],
    });
    const card = toCatalogueCard(cardRow(row));
    expect(card).toMatchObject({ skus: ['D-1', 'D-2'], availableSizes: ['MICRO', 'SMALL'], priceText: '$3.99', hasPriceFallback: false });
    expect(card.priceText).toBe(toListingSummary(row).priceText);
  });

  it('rank the cards by sales (1 sold the most, equal sales share a rank) and give no card or summary the count', () => {
    const sold = [3017, 12, 3017, 40, 0];
    const rows = sold.map((totalSalesVolume, i) => storedRow({ etsyListingId: 20 + i, title: `Design ${i}`, totalSalesVolume }));
    const cards = toCatalogueCards(rows.map(cardRow));
    expect(cards.map((c) => c.salesRank)).toEqual([1, 4, 1, 3, 5]);
    for (const shape of [...cards, ...rows.map(toListingSummary), ...rows.map(toFullListing)]) {
      expect(Object.keys(shape)).not.toContain('sales');
      expect(Object.keys(shape)).not.toContain('total_sales_volume');
    }
    expect(JSON.stringify(cards)).not.toContain('3017');
  });
});
