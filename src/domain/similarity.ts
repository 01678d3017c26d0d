/**
 * @module similarity
 * The order of 'similar designs' under an open listing.
 */
import type { CatalogueItem } from './catalogue.ts';
import { matchWords } from './slug.ts';

/** Tags that tie designs to an occasion; sharing one says more than sharing 'truck'. */
export const HOLIDAY_TERMS: ReadonlySet<string> = new Set([
  'christmas',
  'xmas',
  'halloween',
  'thanksgiving',
  'easter',
  'valentine',
  'valentines',
  "valentine's day",
  'st patricks',
  "st patrick's day",
  'fourth of july',
  '4th of july',
  'independence day',
  'new year',
  "new year's",
  'hanukkah',
  'holiday',
  'holidays',
  'mothers day',
  'fathers day',
  'spooky season',
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

interface Features {
  titleWords: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

// Every listing is compared with every other one (each listing page of the build orders the whole
// catalogue): its words are worked out once per item object, not once per comparison.
const featureCache = new WeakMap<CatalogueItem, Features>();

function featuresOf(item: CatalogueItem): Features {
  let features = featureCache.get(item);
  if (!features) {
    features = { titleWords: new Set(matchWords(item.title)), tags: new Set(item.tags.map((t) => t.toLowerCase())) };
    featureCache.set(item, features);
  }
  return features;
}

/** Scores listings against one source, its title words and tag weights worked out once. */
function scorerFor(source: CatalogueItem): (other: CatalogueItem) => SimilarityScore {
  const sourceWords = featuresOf(source).titleWords;
  const tagWeights = new Map([...featuresOf(source).tags].map((t) => [t, isHolidayTag(t) ? HOLIDAY_WEIGHT : TAG_WEIGHT]));
  return (other) => {
    const features = featuresOf(other);
    let tagScore = 0;
    for (const tag of features.tags) tagScore += tagWeights.get(tag) ?? 0;
    let titleOverlap = 0;
    for (const word of features.titleWords) if (sourceWords.has(word)) titleOverlap++;
    return { sameCategory: !!source.category && source.category === other.category, titleOverlap, tagScore };
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

/** How many similar designs the listing modal shows below its details (and a listing page carries prebuilt). */
export const SIMILAR_SHOWN = 8;

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
