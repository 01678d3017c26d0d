/**
 * @module slug
 * The listing slug rule, and the fuzzy resolution of a path that is not an exact slug.
 */

export const SLUG_SUFFIX = '-vinyl-decal';
const MIN_CUT = 15;
const MAX_CUT = 30;
const FILLER_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'with', 'the', 'a', 'an', 'of', 'for', 'to', 'in', 'on', 'at']);
/** Words a title may already end with; the suffix adds them back once. */
const SUFFIX_WORDS = ['vinyl', 'decal'];

/**
 * Builds the slug of a listing title: lower-case, non-alphanumerics removed, words joined by hyphens,
 * cut at a word boundary between 15 and 30 characters, trailing filler words dropped, '-vinyl-decal' added.
 * @example slugify('T-Rex Skull & Bones Decal for Trucks') // 'trex-skull-bones-decal-vinyl-decal'
 */
export function slugify(title: string | null | undefined): string {
  const words = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, '')
    .split(/\s+/)
    .filter(Boolean);
  let kept = dropTrailingFiller(cutAtWordBoundary(words));
  // A title ending in 'vinyl decal' would otherwise read '...-vinyl-decal-vinyl-decal'.
  if (kept.length > SUFFIX_WORDS.length && kept.slice(-SUFFIX_WORDS.length).join(' ') === SUFFIX_WORDS.join(' ')) {
    // Removing them may expose more filler ('... with vinyl decal').
    kept = dropTrailingFiller(kept.slice(0, -SUFFIX_WORDS.length));
  }
  const base = kept.join('-') || 'sticker';
  return base + SLUG_SUFFIX;
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
 * Words every listing title shares ('Die Cut Vinyl Decal Sticker'): they say nothing about the
 * design, so a path matching only them would land on an unrelated listing.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(['vinyl', 'decal', 'decals', 'sticker', 'stickers', 'die', 'cut', 'the', 'and', 'for', 'with']);

/** Words of a path or title that count for fuzzy matching: longer than 2 characters, not generic shop words. */
export function matchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 2 && !GENERIC_WORDS.has(w));
}

/** Minimum share of the path's words a candidate must match to be accepted. */
export const FUZZY_THRESHOLD = 0.5;

/** A listing prepared for fuzzy matching: its words computed once, not per request. */
export interface SlugCandidate<T> {
  item: T;
  slug: string;
  words: ReadonlySet<string>;
}

/** Prepares listings for resolveSlugAmong: a candidate's words are its title's and its slug's. */
export function slugCandidates<T extends { slug: string; title: string }>(items: readonly T[]): SlugCandidate<T>[] {
  return items.map((item) => ({
    item,
    slug: item.slug,
    words: new Set(matchWords(slugify(item.title).slice(0, -SLUG_SUFFIX.length) + ' ' + item.title)),
  }));
}

/**
 * Resolves a path segment among prepared candidates: the exact slug first; otherwise the candidate
 * whose words match the most of the segment's words (longer than 2 characters), accepted only when
 * more than half of them match. Candidates earlier in the list win ties.
 */
export function resolveSlugAmong<T>(segment: string, candidates: readonly SlugCandidate<T>[]): T | null {
  const wanted = decodeSegment(segment).toLowerCase().replace(/\/+$/, '');
  const exact = candidates.find((c) => c.slug === wanted);
  if (exact) return exact.item;
  const words = matchWords(wanted);
  if (words.length === 0) return null;
  let best: T | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = words.filter((w) => candidate.words.has(w)).length / words.length;
    if (score > bestScore) {
      best = candidate.item;
      bestScore = score;
    }
  }
  return bestScore > FUZZY_THRESHOLD ? best : null;
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
