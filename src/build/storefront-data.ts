/**
 * @module build/storefront-data
 * What the storefront pages are built from: every public listing's card, the shared catalogue file
 * (content-hashed name), the prebuilt first screen of the home page and of each listing page.
 */
import { createHash } from 'node:crypto';
import { groupByCategory, indexCatalogue, queryCatalogue } from '../domain/catalogue.ts';
import { similarityOrder } from '../domain/similarity.ts';
import type { UnifiedSticker } from '../db/unified.ts';
import { toCatalogueCard, type CatalogueCard, type CatalogueFile } from '../features/storefront/catalogue.ts';
import { RENDER_STEP } from '../features/storefront/store.ts';
import { DEFAULT_VIEW } from '../features/storefront/view-state.ts';
import { readSnapshot } from './snapshot.ts';

export interface StorefrontData {
  stickers: UnifiedSticker[];
  cards: CatalogueCard[];
  catalogueJson: string;
  catalogueUrl: string;
  /** The home page's first screen in the default (grouped) view: whole groups, so their counts are right. */
  homeCards: CatalogueCard[];
  /** A listing page's first screen: its own card, then the most similar designs. */
  listingCards(listing: UnifiedSticker): CatalogueCard[];
}

let data: StorefrontData | null = null;

export function storefrontData(): StorefrontData {
  if (data) return data;
  const { stickers, takenAt } = readSnapshot();
  const cards = stickers.map((s) => toCatalogueCard(s, s.listing_data.skus));
  const file: CatalogueFile = { builtAt: takenAt, cards };
  const catalogueJson = JSON.stringify(file);
  const hash = createHash('sha256').update(catalogueJson).digest('hex').slice(0, 12);
  const byId = new Map(cards.map((c) => [c.id, c]));

  const homeCards: CatalogueCard[] = [];
  for (const group of groupByCategory(queryCatalogue(indexCatalogue(cards), DEFAULT_VIEW))) {
    if (homeCards.length >= RENDER_STEP) break;
    homeCards.push(...group.items);
  }

  data = {
    stickers,
    cards,
    catalogueJson,
    catalogueUrl: `/catalogue/${hash}.json`,
    homeCards,
    listingCards(listing) {
      const own = byId.get(listing.etsyListingId)!;
      return [own, ...similarityOrder(own, cards).slice(0, RENDER_STEP)];
    },
  };
  return data;
}
