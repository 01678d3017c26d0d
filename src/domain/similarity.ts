/**
 * @module similarity
 * The order of 'similar designs' under an open listing.
 */
import type { CatalogueItem } from './catalogue.ts';
import { matchWords } from './slug.ts';

/** Tags that tie designs to an occasion; sharing one says more than sharing 'truck'. */
export const HOLIDAY_TERMS: ReadonlySet<string> = new Set([
  'christmas', 'xmas', 'halloween', 'thanksgiving', 'easter', 'valentine', 'valentines', "valentine's day",
  'st patricks', "st patrick's day", 'fourth of july', '4th of july', 'independence day', 'new year',
  "new year's", 'hanukkah', 'holiday', 'holidays', 'mothers day', 'fathers day', 'spooky season',
]);
const HOLIDAY_WEIGHT = 5;
const TAG_WEIGHT = 1;

export interface SimilarityScore {
  sameCategory: boolean;
  titleOverlap: number;
  tagScore: number;
}

const titleWordsOf = (title: string) => new Set(matchWords(title));

/** Scores how alike two listings are. */
export function similarityScore(source: CatalogueItem, other: CatalogueItem): SimilarityScore {
  const sourceWords = titleWordsOf(source.title);
  const sourceTags = new Set(source.tags.map((t) => t.toLowerCase()));
  let tagScore = 0;
  for (const tag of new Set(other.tags.map((t) => t.toLowerCase()))) {
    if (sourceTags.has(tag)) tagScore += HOLIDAY_TERMS.has(tag) ? HOLIDAY_WEIGHT : TAG_WEIGHT;
  }
  return {
    sameCategory: !!source.category && source.category === other.category,
    titleOverlap: [...titleWordsOf(other.title)].filter((w) => sourceWords.has(w)).length,
    tagScore,
  };
}

/**
 * Orders the catalogue by likeness to an open listing: same category first, then shared title
 * words, then shared tags (holiday terms weigh 5, other tags 1); the listing itself is left out and
 * ties keep the catalogue's order.
 */
export function similarityOrder<T extends CatalogueItem>(source: CatalogueItem, items: readonly T[]): T[] {
  return items
    .filter((item) => item.id !== source.id)
    .map((item, position) => ({ item, position, score: similarityScore(source, item) }))
    .sort(
      (a, b) =>
        Number(b.score.sameCategory) - Number(a.score.sameCategory) ||
        b.score.titleOverlap - a.score.titleOverlap ||
        b.score.tagScore - a.score.tagScore ||
        a.position - b.position,
    )
    .map((entry) => entry.item);
}
