/**
 * @module contracts/snapshot
 * The build's view of the database, taken once per build and read by every page.
 */
import * as z from 'zod/mini';
import { heroSettingsSchema } from './hero.ts';
import { catalogueCardSchema, listingSummarySchema } from './listing.ts';
import { parallaxScenePlacementsSchema } from './parallax-scenes.ts';
import { synonymSchema } from './search-synonyms.ts';

export const snapshotSchema = z.object({
  takenAt: z.string(),
  /** The catalogue revision the snapshot was read at. */
  revision: z.int(),
  /** Every public listing's summary with its reviews, best sellers first: one page each. */
  listings: z.array(listingSummarySchema),
  /** The same listings as catalogue cards, in the same order. */
  cards: z.array(catalogueCardSchema),
  hero: heroSettingsSchema,
  scenes: parallaxScenePlacementsSchema,
  /** The owner's search synonyms (the built-in ones are in the code): the pages carry them to the search. */
  synonyms: z.array(synonymSchema),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
