/**
 * @module synonyms
 * Words shoppers use for what the shop's titles and tags call otherwise ('sasquatch' for Bigfoot):
 * a search containing one also finds what its meaning finds. A small built-in list, and the owner's
 * own words (kept in D1, edited in the admin panel).
 */
import type { Synonym } from '../contracts/search-synonyms.ts';
import { foldText } from './search.ts';

export type { Synonym };

/**
 * Chosen from the demo shop's titles and tags (cryptids, dinosaurs, vehicles, space, first
 * responders, Halloween, animals): each names something the shop sells under another word. One
 * way only: 'bigfoot' does not find what 'sasquatch' finds (no title says sasquatch).
 */
export const BUILT_IN_SYNONYMS: readonly Synonym[] = [
  { word: 'sasquatch', means: 'bigfoot' },
  { word: 'squatch', means: 'bigfoot' },
  { word: 'nessie', means: 'loch ness' },
  { word: 'tyrannosaurus', means: 't-rex' },
  { word: 'velociraptor', means: 'raptor' },
  { word: 'pteranodon', means: 'pterodactyl' },
  { word: 'spaceship', means: 'rocket' },
  { word: 'spaceman', means: 'astronaut' },
  { word: 'martian', means: 'alien' },
  { word: 'auto', means: 'car' },
  { word: 'automobile', means: 'car' },
  { word: 'motorbike', means: 'motorcycle' },
  { word: 'atv', means: 'quad' },
  { word: 'sxs', means: 'utv' },
  { word: '4wd', means: '4x4' },
  { word: 'cop', means: 'police' },
  { word: 'fireman', means: 'firefighter' },
  { word: 'pumpkin', means: 'jack-o-lantern' },
  { word: 'gravestone', means: 'tombstone' },
  { word: 'kitty', means: 'cat' },
  { word: 'doxie', means: 'dachshund' },
  { word: 'deer', means: 'buck' },
];

/** Each folded word with the folded meanings a search for it adds. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/**
 * The built-in synonyms and the given ones (the owner's), folded as the search folds text, each
 * meaning once per word.
 * @example synonymIndex([{ word: 'Yowie', means: 'Bigfoot' }]).get('yowie') // ['bigfoot']
 */
export function synonymIndex(owner: readonly Synonym[] = []): SynonymIndex {
  const index = new Map<string, string[]>();
  for (const { word, means } of [...BUILT_IN_SYNONYMS, ...owner]) {
    const key = foldText(word);
    const meaning = foldText(means);
    if (!key || !meaning || key === meaning) continue;
    const meanings = index.get(key);
    if (!meanings) index.set(key, [meaning]);
    else if (!meanings.includes(meaning)) meanings.push(meaning);
  }
  return index;
}

/** The built-in synonyms alone: what a search uses when it is given no owner's list. */
export const BUILT_IN_SYNONYM_INDEX: SynonymIndex = synonymIndex();

/** At most this many rewrites of one query: each is one more pass over the catalogue. */
export const MAX_QUERY_REWRITES = 8;

/**
 * The query rewritten with its words' meanings (folded text), the query itself left out: every word
 * that has synonyms replaced by each of its meanings, alone first, then together. Past `max`
 * rewrites, the ones changing fewest words are kept, so a single synonym always counts.
 * @example queryRewrites('Sasquatch crossing', BUILT_IN_SYNONYM_INDEX) // ['bigfoot crossing']
 */
export function queryRewrites(query: string, synonyms: SynonymIndex, max = MAX_QUERY_REWRITES): string[] {
  if (synonyms.size === 0) return [];
  const words = foldText(query).split(' ');
  const slots = words.flatMap((word, at) => (synonyms.has(word) ? [at] : []));
  const rewrites: string[] = [];
  for (let changes = 1; changes <= slots.length && rewrites.length < max; changes++) {
    for (const rewrite of rewritesChanging(words, slots, synonyms, changes)) {
      rewrites.push(rewrite.join(' '));
      if (rewrites.length >= max) break;
    }
  }
  return rewrites;
}

/** Every rewrite that replaces exactly `changes` of the words at `slots` (later slots than `from`). */
function* rewritesChanging(words: readonly string[], slots: readonly number[], synonyms: SynonymIndex, changes: number, from = 0): Generator<string[]> {
  if (changes === 0) {
    yield [...words];
    return;
  }
  for (let i = from; i < slots.length; i++) {
    const at = slots[i]!;
    for (const meaning of synonyms.get(words[at]!)!) {
      const replaced = [...words];
      replaced[at] = meaning;
      yield* rewritesChanging(replaced, slots, synonyms, changes - 1, i + 1);
    }
  }
}
