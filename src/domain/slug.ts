/**
 * @module slug
 * The listing slug rule, and the fuzzy resolution of a path that is not an exact slug.
 */
import { deletions, editDistance, GENERIC_WORDS, isNoiseWord, MARKETING_WORDS, transliterate } from './search.ts';

export { GENERIC_WORDS, MARKETING_WORDS };

export const SLUG_SUFFIX = '-vinyl-decal';
const MIN_CUT = 15;
const MAX_CUT = 30;
const FILLER_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'with', 'the', 'a', 'an', 'of', 'for', 'to', 'in', 'on', 'at']);
/** Words a title may already end with; the suffix adds them back once. */
const SUFFIX_WORDS = ['vinyl', 'decal'];

/**
 * Builds the slug of a listing title: lower-case, accents transliterated (é to e, ß to ss),
 * non-alphanumerics removed, words joined by hyphens, cut at a word boundary between 15 and 30
 * characters, trailing filler words dropped, '-vinyl-decal' added (never doubled).
 * @example slugify('T-Rex Skull & Bones Decal for Trucks') // 'trex-skull-bones-decal-vinyl-decal'
 */
export function slugify(title: string | null | undefined): string {
  const words = transliterate(title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, '')
    .split(/\s+/)
    .filter(Boolean);
  let kept = dropTrailingFiller(cutAtWordBoundary(words));
  // A title ending in 'vinyl decal' would otherwise read '...-vinyl-decal-vinyl-decal'; removing
  // the words may expose more filler ('... with vinyl decal'), or the words again.
  while (endsWithSuffixWords(kept)) kept = dropTrailingFiller(kept.slice(0, -SUFFIX_WORDS.length));
  const base = kept.join('-') || 'sticker';
  return base + SLUG_SUFFIX;
}

function endsWithSuffixWords(words: readonly string[]): boolean {
  return words.length >= SUFFIX_WORDS.length && SUFFIX_WORDS.every((w, i) => words[words.length - SUFFIX_WORDS.length + i] === w);
}

function dropTrailingFiller(words: string[]): string[] {
  let kept = words;
  while (kept.length > 0 && FILLER_WORDS.has(kept[kept.length - 1]!)) kept = kept.slice(0, -1);
  return kept;
}

function cutAtWordBoundary(words: string[]): string[] {
  const full = words.join('-');
  if (full.length <= MAX_CUT) return words;
  let length = 0;
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    length += (i > 0 ? 1 : 0) + words[i]!.length;
    if (length > MAX_CUT) break;
    if (length >= MIN_CUT) best = i + 1;
  }
  if (best > 0) return words.slice(0, best);
  // No word boundary falls between 15 and 30 characters: cut the run of letters itself.
  return [full.slice(0, MAX_CUT).replace(/-+$/, '')];
}

/**
 * Gives every listing a unique slug. Listings arrive in priority order (the first keeps the plain
 * slug); a later listing with the same slug gets its position number before the suffix.
 */
export function assignSlugs<T>(items: readonly T[], titleOf: (item: T) => string): Map<T, string> {
  const taken = new Set<string>();
  const result = new Map<T, string>();
  for (const item of items) {
    const slug = slugify(titleOf(item));
    let candidate = slug;
    for (let n = 2; taken.has(candidate); n++) candidate = slug.slice(0, -SLUG_SUFFIX.length) + `-${n}` + SLUG_SUFFIX;
    taken.add(candidate);
    result.set(item, candidate);
  }
  return result;
}

/**
 * Words of a path or a title that count for fuzzy matching: lower-cased and transliterated, split on
 * spaces, hyphens, underscores, slashes and plus signs, other punctuation inside a word ignored
 * ("mothman's" reads 'mothmans'); longer than 2 characters, not generic shop or marketing words.
 * @example matchWords("Mothman's Gift-for-Him Decal") // ['mothmans']
 */
export function matchWords(text: string): string[] {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s\-_/+]+/g, '')
    .split(/[\s\-_/+]+/)
    .filter((w) => w.length > 2 && !isNoiseWord(w));
}

/** A title's words for fuzzy matching: matchWords, plus hyphenated words read whole ('T-Rex' gives 'trex' and 'rex'). */
function titleMatchWords(title: string): string[] {
  const words = matchWords(title);
  if (!title.includes('-')) return words;
  const hyphenated = title.split(/\s+/).filter((w) => HYPHEN_INSIDE.test(w));
  return hyphenated.length ? [...words, ...matchWords(hyphenated.join(' ').replace(/-+/g, ''))] : words;
}
const HYPHEN_INSIDE = /[\p{L}\p{N}]-+[\p{L}\p{N}]/u;

/** Minimum share of the path's words a candidate must match to be accepted. */
export const FUZZY_THRESHOLD = 0.5;
/** A path word within one edit of a candidate's word of at least this many letters counts as matching it. */
export const TYPO_MIN_LENGTH = 5;

/** A listing prepared for fuzzy matching: its words computed once, not per request. */
export interface SlugCandidate<T> {
  item: T;
  slug: string;
  words: ReadonlySet<string>;
}

/** The words of all candidates, looked up per path word instead of scanning every candidate. */
interface SlugIndex {
  size: number;
  /** Each slug's first candidate. */
  slugs: Map<string, number>;
  /** Each word's candidates, in order. */
  postings: Map<string, number[]>;
  /** A word of 5+ letters, and each way of deleting one of its letters, to the words it came from. */
  typoKeys: Map<string, string[]>;
}

// Built with the candidates (slugCandidates), or on first use for candidates prepared by hand.
const slugIndexes = new WeakMap<readonly SlugCandidate<unknown>[], SlugIndex>();

function buildSlugIndex(candidates: readonly SlugCandidate<unknown>[]): SlugIndex {
  const index: SlugIndex = { size: candidates.length, slugs: new Map(), postings: new Map(), typoKeys: new Map() };
  candidates.forEach((candidate, position) => {
    if (!index.slugs.has(candidate.slug)) index.slugs.set(candidate.slug, position);
    for (const word of candidate.words) {
      const list = index.postings.get(word);
      if (list) list.push(position);
      else {
        index.postings.set(word, [position]);
        if (word.length >= TYPO_MIN_LENGTH) {
          for (const key of [word, ...deletions(word)]) {
            const words = index.typoKeys.get(key);
            if (!words) index.typoKeys.set(key, [word]);
            else if (!words.includes(word)) words.push(word);
          }
        }
      }
    }
  });
  slugIndexes.set(candidates, index);
  return index;
}

function slugIndexOf(candidates: readonly SlugCandidate<unknown>[]): SlugIndex {
  const index = slugIndexes.get(candidates);
  return index && index.size === candidates.length ? index : buildSlugIndex(candidates);
}

/**
 * Prepares listings for resolveSlugAmong and closestListings: a candidate's words are its title's
 * and its slug's; the lookup of all their words is built here too, once.
 * @example resolveSlugAmong('trex-skul', slugCandidates(listings))?.title // 'T-Rex Skull'
 */
export function slugCandidates<T extends { slug: string; title: string }>(items: readonly T[]): SlugCandidate<T>[] {
  const candidates = items.map((item) => ({
    item,
    slug: item.slug,
    words: new Set([...matchWords(slugify(item.title).slice(0, -SLUG_SUFFIX.length)), ...titleMatchWords(item.title)]),
  }));
  buildSlugIndex(candidates);
  return candidates;
}

/** How well each candidate matches a path's words. */
interface Scores {
  /** Path words each candidate matches (exactly or within one edit). */
  matched: Int32Array;
  /** Of those, the ones matched exactly. */
  exact: Int32Array;
}

/**
 * Scores every candidate against a path's words: a path word matches a candidate's word when it is
 * the same, or within one edit of a word of 5 or more letters; each path word counts once.
 */
function scoreWords(words: readonly string[], index: SlugIndex): Scores {
  const matched = new Int32Array(index.size);
  const exact = new Int32Array(index.size);
  const lastWord = new Int32Array(index.size).fill(-1);
  words.forEach((word, w) => {
    const credit = (positions: readonly number[] | undefined, isExact: boolean) => {
      for (const p of positions ?? []) {
        if (lastWord[p] === w) continue;
        lastWord[p] = w;
        matched[p]!++;
        if (isExact) exact[p]!++;
      }
    };
    credit(index.postings.get(word), true);
    if (word.length < TYPO_MIN_LENGTH - 1) return;
    const near = new Set<string>();
    for (const key of [word, ...deletions(word)]) for (const candidate of index.typoKeys.get(key) ?? []) near.add(candidate);
    for (const candidate of near) if (candidate !== word && editDistance(word, candidate, 1) <= 1) credit(index.postings.get(candidate), false);
  });
  return { matched, exact };
}

/** Most matching words first, then most exact ones, then the earlier candidate. */
const better = ({ matched, exact }: Scores, a: number, b: number) => matched[b]! - matched[a]! || exact[b]! - exact[a]! || a - b;

/** Candidate positions with at least one matching word, best first. */
function ranked(scores: Scores): number[] {
  const found: number[] = [];
  for (let p = 0; p < scores.matched.length; p++) if (scores.matched[p]! > 0) found.push(p);
  return found.sort((a, b) => better(scores, a, b));
}

/** The best candidate position, or -1 when none matches a word. */
function bestOf(scores: Scores): number {
  let best = -1;
  for (let p = 0; p < scores.matched.length; p++) if (scores.matched[p]! > 0 && (best < 0 || better(scores, p, best) < 0)) best = p;
  return best;
}

function pathOf(segment: string): string {
  return decodeSegment(segment).toLowerCase().replace(/\/+$/, '');
}

/**
 * Resolves a path segment among prepared candidates: the exact slug first; otherwise the candidate
 * matching the most of the segment's words (see matchWords; a word also matches within one edit of
 * a word of 5+ letters), accepted only when more than half of them match. Ties go to more exact
 * matches, then to the candidate earlier in the list.
 * @example resolveSlugAmong('triceratops-skul-die-cut-vinyl-decal', slugCandidates(listings))?.title // 'Triceratops Skull'
 */
export function resolveSlugAmong<T>(segment: string, candidates: readonly SlugCandidate<T>[]): T | null {
  const wanted = pathOf(segment);
  const index = slugIndexOf(candidates);
  const exact = index.slugs.get(wanted);
  if (exact !== undefined) return candidates[exact]!.item;
  const words = matchWords(wanted);
  if (words.length === 0) return null;
  const scores = scoreWords(words, index);
  const best = bestOf(scores);
  return best >= 0 && scores.matched[best]! / words.length > FUZZY_THRESHOLD ? candidates[best]!.item : null;
}

/**
 * The listings closest to a path segment, best first, for the 404 page: the exact slug, then by the
 * number of matching words as in resolveSlugAmong (no threshold); listings matching no word are left out.
 * @example closestListings('gift-skul', slugCandidates(listings), 6).map((l) => l.title) // ['T-Rex Skull', 'Triceratops Skull']
 */
export function closestListings<T>(segment: string, candidates: readonly SlugCandidate<T>[], limit = 6): T[] {
  if (limit <= 0) return [];
  const wanted = pathOf(segment);
  const index = slugIndexOf(candidates);
  const exact = index.slugs.get(wanted);
  const order = ranked(scoreWords(matchWords(wanted), index)).filter((p) => p !== exact);
  return (exact === undefined ? order : [exact, ...order]).slice(0, limit).map((p) => candidates[p]!.item);
}

/**
 * Resolves a path segment to a listing by the fuzzy slug rule (see resolveSlugAmong).
 * @example resolveSlug('trex-skull', listings)?.slug // 'trex-skull-decal-vinyl-decal'
 */
export function resolveSlug<T extends { slug: string; title: string }>(segment: string, candidates: readonly T[]): T | null {
  return resolveSlugAmong(segment, slugCandidates(candidates));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
