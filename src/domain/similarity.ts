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

/** A tag's words as holiday terms are compared: lower-case, apostrophes dropped, other punctuation a space. */
const holidayWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const HOLIDAY_PHRASES: readonly string[] = [...new Set([...HOLIDAY_TERMS].map(holidayWords))];

/**
 * True when a tag contains a holiday term as whole words: 'halloween costume' and "Mother's Day
 * gift" are holiday tags, 'eastern dragon' is not.
 * @example isHolidayTag('halloween costume') // true
 */
export function isHolidayTag(tag: string): boolean {
  const words = holidayWords(tag);
  return HOLIDAY_PHRASES.some((term) => words.includes(term));
}

export interface SimilarityScore {
  sameCategory: boolean;
  titleOverlap: number;
  tagScore: number;
}

const titleWordsOf = (title: string) => new Set(matchWords(title));

/** Scores listings against one source, its title words and tag weights worked out once. */
function scorerFor(source: CatalogueItem): (other: CatalogueItem) => SimilarityScore {
  const sourceWords = titleWordsOf(source.title);
  const tagWeights = new Map([...new Set(source.tags.map((t) => t.toLowerCase()))].map((t) => [t, isHolidayTag(t) ? HOLIDAY_WEIGHT : TAG_WEIGHT]));
  return (other) => {
    let tagScore = 0;
    for (const tag of new Set(other.tags.map((t) => t.toLowerCase()))) tagScore += tagWeights.get(tag) ?? 0;
    return {
      sameCategory: !!source.category && source.category === other.category,
      titleOverlap: [...titleWordsOf(other.title)].filter((w) => sourceWords.has(w)).length,
      tagScore,
    };
  };
}

/**
 * Scores how alike two listings are: shared category, shared title words, shared tags (a tag
 * containing a holiday term weighs 5, any other 1).
 * @example similarityScore(a, b).tagScore // 5 when both carry 'halloween costume'
 */
export function similarityScore(source: CatalogueItem, other: CatalogueItem): SimilarityScore {
  return scorerFor(source)(other);
}

/**
 * Orders the catalogue by likeness to an open listing: same category first, then shared title
 * words, then shared tags (tags containing a holiday term weigh 5, other tags 1); the listing itself
 * is left out and ties keep the catalogue's order.
 * @example similarityOrder(open, catalogue)[0] // the most similar other listing
 */
export function similarityOrder<T extends CatalogueItem>(source: CatalogueItem, items: readonly T[]): T[] {
  const scoreOf = scorerFor(source);
  return items
    .filter((item) => item.id !== source.id)
    .map((item, position) => ({ item, position, score: scoreOf(item) }))
    .sort(
      (a, b) =>
        Number(b.score.sameCategory) - Number(a.score.sameCategory) ||
        b.score.titleOverlap - a.score.titleOverlap ||
        b.score.tagScore - a.score.tagScore ||
        a.position - b.position,
    )
    .map((entry) => entry.item);
}
