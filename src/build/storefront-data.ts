/**
 * @module build/storefront-data
 * What the storefront pages are built from: the snapshot's listings and cards, the shared catalogue
 * file (content-hashed name), the prebuilt first screen of the home page and of each listing page.
 */
import { createHash } from 'node:crypto';
import type { HeroSettings } from '../contracts/hero.ts';
import type { CatalogueCard, CatalogueFile, ListingSummary } from '../contracts/listing.ts';
import type { ParallaxScenePlacements } from '../contracts/parallax-scenes.ts';
import type { Synonym } from '../contracts/search-synonyms.ts';
import { groupByCategory, indexCatalogue, queryCatalogue } from '../domain/catalogue.ts';
import { SIMILAR_SHOWN, similarityOrder } from '../domain/similarity.ts';
import { DEFAULT_VIEW, RENDER_STEP } from '../domain/storefront-view.ts';
import { readSnapshot } from './snapshot.ts';

export interface StorefrontData {
  listings: ListingSummary[];
  cards: CatalogueCard[];
  catalogueJson: string;
  catalogueUrl: string;
  /** The home page's first screen in the default (grouped) view. */
  homeCards: CatalogueCard[];
  /** Listings per category, for the group headers while only the first screen is loaded. */
  categoryCounts: Record<string, number>;
  /** Where parallax scenes show (category groups, listing cards), and the hero's settings. */
  placements: ParallaxScenePlacements;
  hero: HeroSettings;
  /** The owner's search synonyms, which every storefront page carries to its search. */
  synonyms: Synonym[];
  /**
   * A listing page's cards: its own, then the similar designs its modal shows. The grid behind the
   * modal is hidden on a phone; wider, it fills from the catalogue file once the page is idle.
   */
  listingCards(listing: ListingSummary): CatalogueCard[];
  /** A listing's card. */
  cardOf(listing: ListingSummary): CatalogueCard;
}

let data: StorefrontData | null = null;

export function storefrontData(): StorefrontData {
  if (data) return data;
  const { listings, cards, revision, scenes, hero, synonyms } = readSnapshot();
  const file: CatalogueFile = { revision, cards };
  const catalogueJson = JSON.stringify(file);
  const hash = createHash('sha256').update(catalogueJson).digest('hex').slice(0, 12);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const cardOf = (listing: ListingSummary) => byId.get(listing.etsyListingId)!;

  const groups = groupByCategory(queryCatalogue(indexCatalogue(cards), DEFAULT_VIEW));
  const homeCards = groups.flatMap((g) => g.items).slice(0, RENDER_STEP);
  const categoryCounts = Object.fromEntries(groups.map((g) => [g.category, g.count]));

  data = {
    listings,
    cards,
    catalogueJson,
    catalogueUrl: `/catalogue/${hash}.json`,
    homeCards,
    categoryCounts,
    placements: scenes,
    hero,
    synonyms,
    cardOf,
    listingCards(listing) {
      const own = cardOf(listing);
      return [own, ...similarityOrder(own, cards).slice(0, SIMILAR_SHOWN)];
    },
  };
  return data;
}
