/**
 * @module artwork-suggestions
 * Which artwork files most likely belong to a listing without an artwork path (admin.md 2.4, 9):
 * each file is scored against the listing's title, word by word, and the top 3 above 0 are offered.
 *
 * Per title word: 200 when a word of the file's name is the same word; otherwise 40 when one
 * contains the other (and 20 more for a word of 5 or more letters). When 2 or more title words
 * matched, 15 more per matched word. And 20 per known subject keyword that both the title and the
 * file's path (its folder too) name. When nothing scores, a few listing ids and title keywords
 * have built-in fallbacks, offered when the shop has that file.
 */

export const SUGGESTION_SCORES = {
  exactWord: 200,
  substring: 40,
  longWord: 20,
  longWordLetters: 5,
  perWordWhenSeveral: 15,
  knownKeyword: 20,
} as const;

/** How many suggestions the page shows. */
export const SUGGESTIONS_SHOWN = 3;

/**
 * Words of a listing's title that say nothing about its artwork: what every listing is, its sizes,
 * and joining words. They would match every file that has them in its name.
 */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'to',
  'in',
  'on',
  'no',
  'vinyl',
  'decal',
  'decals',
  'sticker',
  'stickers',
  'die',
  'cut',
  'set',
  'pack',
  'gift',
  'car',
  'window',
  'laptop',
  'water',
  'bottle',
  'size',
  'sizes',
  'micro',
  'large',
  'small',
  'medium',
  'nano',
  'pixel',
  'atom',
  'jumbo',
  'tiny',
]);

/** Subjects the shop's artwork is organised by: a title and a path naming the same one score 20. */
export const KNOWN_KEYWORDS: ReadonlySet<string> = new Set([
  'dinosaur',
  'dinosaurs',
  'cryptid',
  'cryptids',
  'horror',
  'space',
  'animal',
  'animals',
  'beach',
  'offroad',
  'police',
  'military',
  'fire',
  'skull',
  'skeleton',
  'ghost',
  'alien',
  'rocket',
  'truck',
  'jeep',
]);

/**
 * Built-in fallbacks (admin.md 9: 'a few listing ids or title keywords map to built-in fallback
 * images'): offered when no file scores, and only when the shop has the file.
 */
export const FALLBACK_BY_LISTING_ID: Readonly<Record<number, string>> = {};
export const FALLBACK_BY_TITLE_KEYWORD: Readonly<Record<string, string>> = {
  trex: '/artwork/dinosaurs/t-rex-roaring.svg',
  bigfoot: '/artwork/cryptids/bigfoot-walking.svg',
  sasquatch: '/artwork/cryptids/bigfoot-walking.svg',
  ufo: '/artwork/space/flying-saucer.svg',
};

/** The words of a text: lower case, letters and digits, camelCase split ('TRex' -> 't', 'rex'). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A title's words that can name artwork, once each ('T-Rex' also as 'trex'). */
export function titleWords(title: string): string[] {
  const words = wordsOf(title).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w));
  // A hyphenated name is one word in many file names: 'T-Rex' is also 'trex'.
  const joined = title
    .toLowerCase()
    .match(/[a-z0-9]+(?:-[a-z0-9]+)+/g)
    ?.map((w) => w.replace(/-/g, ''))
    .filter((w) => w.length > 2 && !FILLER.has(w));
  return [...new Set([...words, ...(joined ?? [])])];
}

/** An artwork file ready to be scored: its path, the words of its name, the words of its folders. */
export interface IndexedArtwork {
  path: string;
  name: ReadonlySet<string>;
  /** The name's words, for substring matches. */
  nameList: readonly string[];
  folders: ReadonlySet<string>;
}

/** Splits each path once, so scoring a listing against thousands of files does no string work per file. */
export function indexArtwork(paths: readonly string[]): IndexedArtwork[] {
  return paths.map((path) => {
    const parts = path.split('/').filter(Boolean);
    const file = (parts.pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
    const nameList = [...new Set(wordsOf(file))];
    // A word of one or two letters also joins the next: 't-rex-roaring' names 'trex' too.
    for (let i = 0; i + 1 < nameList.length; i++) if (nameList[i]!.length <= 2) nameList.push(nameList[i]! + nameList[i + 1]!);
    return { path, name: new Set(nameList), nameList, folders: new Set(parts.flatMap(wordsOf)) };
  });
}

/**
 * A file's score for a listing's title words (the spec's rule, above).
 * @example scoreArtwork(['bigfoot', 'walking'], indexArtwork(['/artwork/cryptids/bigfoot-walking.svg'])[0]) // 200 + 200 + 2 x 15 = 430
 */
export function scoreArtwork(words: readonly string[], file: IndexedArtwork): number {
  const s = SUGGESTION_SCORES;
  let score = 0;
  let matched = 0;
  for (const word of words) {
    if (file.name.has(word)) {
      score += s.exactWord;
      matched++;
    } else if (word.length >= 3 && file.nameList.some((w) => w.length >= 3 && (w.includes(word) || word.includes(w)))) {
      score += s.substring + (word.length >= s.longWordLetters ? s.longWord : 0);
      matched++;
    }
    if (KNOWN_KEYWORDS.has(word) && (file.name.has(word) || file.folders.has(word))) score += s.knownKeyword;
  }
  if (matched >= 2) score += s.perWordWhenSeveral * matched;
  return score;
}

export interface ArtworkSuggestion {
  path: string;
  score: number;
  /** A built-in fallback rather than a scored match. */
  fallback?: true;
}

/**
 * The files most likely to be a listing's artwork, best first (ties by path): at most `limit`,
 * each scoring above 0; when none does, the built-in fallbacks the shop has.
 * @example suggestArtwork({ id: 1, title: 'Bigfoot Walking Vinyl Decal' }, indexArtwork(files))[0].path // '/artwork/cryptids/bigfoot-walking.svg'
 */
export function suggestArtwork(
  listing: { id: number; title: string },
  files: readonly IndexedArtwork[],
  limit: number = SUGGESTIONS_SHOWN,
): ArtworkSuggestion[] {
  const words = titleWords(listing.title);
  const best: ArtworkSuggestion[] = [];
  for (const file of files) {
    const score = scoreArtwork(words, file);
    if (score <= 0) continue;
    // Kept sorted and short: one pass over thousands of files, no sort of them all.
    const at = best.findIndex((b) => score > b.score || (score === b.score && file.path < b.path));
    if (at === -1) {
      if (best.length < limit) best.push({ path: file.path, score });
    } else {
      best.splice(at, 0, { path: file.path, score });
      if (best.length > limit) best.pop();
    }
  }
  if (best.length > 0) return best;
  const known = new Set(files.map((f) => f.path));
  const fallbacks = [FALLBACK_BY_LISTING_ID[listing.id], ...words.map((w) => FALLBACK_BY_TITLE_KEYWORD[w])].filter(
    (path): path is string => path !== undefined && known.has(path),
  );
  return [...new Set(fallbacks)].slice(0, limit).map((path) => ({ path, score: 0, fallback: true }));
}
