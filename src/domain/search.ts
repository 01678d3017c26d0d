/**
 * @module search
 * Text rules shared by the catalogue search and the deep-link resolution: accents transliterated,
 * punctuation inside words ignored, typos measured by a bounded edit distance.
 */

/**
 * Words every listing title shares ('Die Cut Vinyl Decal Sticker'): they say nothing about the
 * design, so a path or a query matching only them would land on an unrelated listing.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(['vinyl', 'decal', 'decals', 'sticker', 'stickers', 'die', 'cut', 'the', 'and', 'for', 'with']);

/** Marketing words in titles ('Gift for Him'): they say nothing about the design either. */
export const MARKETING_WORDS: ReadonlySet<string> = new Set(['gift', 'gifts', 'him', 'her', 'for']);

/** True for a word that names no design: a generic shop word or a marketing word. */
export const isNoiseWord = (word: string): boolean => GENERIC_WORDS.has(word) || MARKETING_WORDS.has(word);

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
};
const SPECIAL_LETTER = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const ASCII = /^[^\x80-\uffff]*$/;

/**
 * Writes accented letters as plain ones (é to e, ñ to n, ü to u, ß to ss); other characters stay.
 * @example transliterate('Café Crème Straße') // 'Cafe Creme Strasse'
 */
export function transliterate(text: string): string {
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL_LETTER, (c) => SPECIAL_LETTERS[c] ?? c);
}

/**
 * Text as the search compares it: lower-cased, transliterated, punctuation removed (so 'T-Rex'
 * reads 'trex'), runs of white space made one space.
 * @example foldText("  T-Rex's  Café ") // 'trexs cafe'
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  // Punctuation standing between spaces goes with the space before it ('a - b' gives 'a b'), so
  // most text comes out with single spaces and needs no second copy.
  const bare = ASCII.test(lower)
    ? lower.replace(/\s+[^a-z0-9\s]+(?=\s)|[^a-z0-9\s]+/g, '')
    : transliterate(lower)
        .toLowerCase()
        .replace(/\s+[^\p{L}\p{N}\s]+(?=\s)|[^\p{L}\p{N}\s]+/gu, '');
  return (UNEVEN_SPACE.test(bare) ? bare.replace(/\s+/g, ' ') : bare).trim();
}
const UNEVEN_SPACE = /\s\s|[^\S ]/;
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * Edit distance of two words (insertions, deletions, substitutions, and swaps of two neighbouring
 * letters, each one edit), counted up to `max`: any larger distance answers max + 1.
 * @example editDistance('skul', 'skull') // 1
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.min(Math.max(la, lb), max + 1);
  // Optimal string alignment: three rows of the dynamic programme, stopped once a row exceeds max.
  let before = new Array<number>(lb + 1).fill(0);
  let previous = Array.from({ length: lb + 1 }, (_, j) => j);
  let current = new Array<number>(lb + 1).fill(0);
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[lb]!, max + 1);
}

/** Every way of deleting one letter of a word (the keys of the one-edit lookups). */
export function deletions(word: string): string[] {
  const result: string[] = [];
  for (let i = 0; i < word.length; i++) result.push(word.slice(0, i) + word.slice(i + 1));
  return result;
}
