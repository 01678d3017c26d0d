/**
 * @module similar-designs
 * The typo-tolerant 'similar designs' offered when a search finds nothing: query words compared with
 * the words of each listing's title, tags and category.
 */
import type { CatalogueItem, Indexed } from './catalogue.ts';
import { editDistance, foldText, isNoiseWord } from './search.ts';

/** How close a query word is to a listing's word, from 0 (unrelated) to 1 (the same word). */
function wordCloseness(query: string, word: string): number {
  if (query === word) return 1;
  if (query.length >= 3 && word.includes(query)) return 0.8;
  const max = query.length >= 6 ? 2 : query.length >= 4 ? 1 : 0;
  if (max === 0) return 0;
  const d = editDistance(query, word, max);
  return d > max ? 0 : d === 1 ? 0.6 : 0.35;
}

/** Weights of the fields a listing's words come from: a title word says most about the design. */
const FIELD_WEIGHT = { title: 3, tag: 2, category: 1 } as const;

/** Each distinct word of a catalogue with the listings carrying it and the weight of its best field. */
interface Vocabulary {
  words: string[];
  positions: number[][];
  weights: number[][];
}

// Built once per index (the catalogue changes rarely; a search with no result may come on every keystroke).
const vocabularies = new WeakMap<readonly Indexed<CatalogueItem>[], Vocabulary>();

function vocabularyOf(index: readonly Indexed<CatalogueItem>[]): Vocabulary {
  const cached = vocabularies.get(index);
  if (cached) return cached;
  const slots = new Map<string, number>();
  const vocabulary: Vocabulary = { words: [], positions: [], weights: [] };
  const add = (word: string, position: number, weight: number) => {
    if (word.length < 2 || isNoiseWord(word)) return;
    let slot = slots.get(word);
    if (slot === undefined) {
      slot = vocabulary.words.push(word) - 1;
      slots.set(word, slot);
      vocabulary.positions.push([]);
      vocabulary.weights.push([]);
    }
    const positions = vocabulary.positions[slot]!;
    const weights = vocabulary.weights[slot]!;
    if (positions.at(-1) === position) weights[weights.length - 1] = Math.max(weights.at(-1)!, weight);
    else {
      positions.push(position);
      weights.push(weight);
    }
  };
  index.forEach((entry, position) => {
    for (const word of entry.titleFolded.split(' ')) add(word, position, FIELD_WEIGHT.title);
    for (const tag of entry.tagsFolded) for (const word of tag.split(' ')) add(word, position, FIELD_WEIGHT.tag);
    for (const word of entry.categoryFolded.split(' ')) add(word, position, FIELD_WEIGHT.category);
  });
  vocabularies.set(index, vocabulary);
  return vocabulary;
}

/**
 * The designs closest to a query that found nothing, best first: each query word is compared with
 * the words of titles, tags and categories, allowing typos (one edit for words of 4 or 5 letters,
 * two from 6), title words weighing most; ties go to best sellers. Listings sharing no close word
 * are left out, as are generic shop and marketing words, and those `keep` refuses (what a surface
 * cannot show).
 * @example similarDesigns(indexCatalogue(items), 'tricertops skul', 6)[0]?.title // 'Triceratops Skull'
 */
export function similarDesigns<T extends CatalogueItem>(index: readonly Indexed<T>[], query: string, limit = 8, keep?: (item: T) => boolean): T[] {
  const tokens = [...new Set(foldText(query).split(' '))].filter((w) => w.length >= 2 && !isNoiseWord(w));
  if (tokens.length === 0 || index.length === 0 || limit <= 0) return [];
  const vocabulary = vocabularyOf(index);
  const scores = new Float64Array(index.length);
  const best = new Float64Array(index.length);
  for (const token of tokens) {
    best.fill(0);
    vocabulary.words.forEach((word, slot) => {
      const closeness = wordCloseness(token, word);
      if (closeness === 0) return;
      const positions = vocabulary.positions[slot]!;
      const weights = vocabulary.weights[slot]!;
      for (let k = 0; k < positions.length; k++) {
        const score = closeness * weights[k]!;
        if (score > best[positions[k]!]!) best[positions[k]!] = score;
      }
    });
    for (let i = 0; i < scores.length; i++) scores[i] = scores[i]! + best[i]!;
  }
  const found: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! > 0 && (!keep || keep(index[i]!.item))) found.push(i);
  return found
    .sort((a, b) => scores[b]! - scores[a]! || index[a]!.item.salesRank - index[b]!.item.salesRank || a - b)
    .slice(0, limit)
    .map((i) => index[i]!.item);
}
