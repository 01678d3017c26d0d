import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  SLUG_SUFFIX,
  FUZZY_THRESHOLD,
  TYPO_MIN_LENGTH,
  slugify,
  assignSlugs,
  matchWords,
  resolveSlug,
  resolveSlugAmong,
  slugCandidates,
  closestListings,
} from '../../../src/domain/slug.ts';

const FILLER_WORDS = ['and', 'or', 'with', 'the', 'a', 'an', 'of', 'for', 'to', 'in', 'on', 'at'];
const RUNS = { numRuns: 500 };
/** Arbitrary text: UTF-16 code units (lone surrogates included), whole graphemes, and ASCII-heavy titles. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 120 }),
  fc
    .array(fc.constantFrom('T-Rex', 'skull', 'and', 'the', 'Vinyl', 'Decal', 'for', '&', '!!', 'Sasquatch', 'a', 'UFO', '  ', '-'), { maxLength: 16 })
    .map((w) => w.join(' ')),
);

const bodyOf = (slug: string) => slug.slice(0, -SLUG_SUFFIX.length);
const listing = (title: string, slug = slugify(title)) => ({ title, slug });

describe('slugify', () => {
  it('lower-cases the title and joins its words with hyphens', () => {
    expect(slugify('Bigfoot Walking')).toBe('bigfoot-walking-vinyl-decal');
  });

  it('removes non-alphanumeric characters instead of turning them into hyphens', () => {
    expect(slugify("Mothman's Back! (Glow)")).toBe('mothmans-back-glow-vinyl-decal');
    expect(slugify('T-Rex Skull')).toBe('trex-skull-vinyl-decal');
    expect(slugify('4x4   Off-Road  &  Proud')).toBe('4x4-offroad-proud-vinyl-decal');
  });

  it('keeps a title of at most 30 characters whole', () => {
    // 'abominable-snowman-ice-cave-xx' is exactly 30 characters.
    expect(slugify('Abominable Snowman Ice Cave XX')).toBe('abominable-snowman-ice-cave-xx-vinyl-decal');
  });

  it('cuts a long title at the last word boundary within 30 characters', () => {
    // triceratops(11) charging(20) through(28) the(32): the cut falls after 'through'.
    expect(slugify('Triceratops Charging Through The Jungle Decal')).toBe('triceratops-charging-through-vinyl-decal');
  });

  it('cuts exactly at 30 characters when a word ends there', () => {
    // 'abcdefghij-klmnopqrst-uvwxyzabcd' would be 32; the boundary at 30 ends 'uvwxyzab'.
    expect(slugify('Stegosaurus Plates Fossil Dig Site Map')).toBe('stegosaurus-plates-fossil-dig-vinyl-decal');
    expect(bodyOf(slugify('Abcdefghij Klmnopqrst Uvwxyzab Cdefg'))).toBe('abcdefghij-klmnopqrst-uvwxyzab');
  });

  it('never cuts at a word boundary shorter than 15 characters when a later one fits', () => {
    // 'mountain-range'(14) is too short; 'mountain-range-sunset'(21) is the cut.
    expect(slugify('Mountain Range Sunset Silhouette Decal')).toBe('mountain-range-sunset-vinyl-decal');
  });

  it('cuts inside an over-long word when no word boundary falls between 15 and 30 characters', () => {
    const slug = slugify('Big Pneumonoultramicroscopicsilicovolcanoconiosis Germ');
    expect(bodyOf(slug)).toBe('big-pneumonoultramicroscopicsi');
    expect(bodyOf(slug)).toHaveLength(30);
  });

  it('documents the example of its JSDoc', () => {
    expect(slugify('T-Rex Skull & Bones Decal for Trucks')).toBe('trex-skull-bones-decal-vinyl-decal');
  });

  it.each(FILLER_WORDS)('drops the trailing filler word "%s" before the suffix', (filler) => {
    expect(slugify(`Dragon Skull ${filler}`)).toBe('dragon-skull-vinyl-decal');
  });

  it('drops several trailing filler words left by the cut', () => {
    // bigfoot(7) crossing(16) sign(21) for(25) the(29) truck(35): the cut keeps 'for the', which are dropped.
    expect(slugify('Bigfoot Crossing Sign for the Truck Window')).toBe('bigfoot-crossing-sign-vinyl-decal');
  });

  it('keeps filler words inside the title', () => {
    expect(slugify('Lord of the Rings')).toBe('lord-of-the-rings-vinyl-decal');
  });

  it('keeps words that merely contain a filler word', () => {
    expect(slugify('Beach Sand')).toBe('beach-sand-vinyl-decal');
    expect(slugify('Rocket Ton')).toBe('rocket-ton-vinyl-decal');
  });

  it('does not repeat vinyl decal when the title already ends with it', () => {
    expect(slugify('Moon Phases Vinyl Decal')).toBe('moon-phases-vinyl-decal');
  });

  it('drops a filler word that precedes a title-ending vinyl decal', () => {
    expect(slugify('Moon Phases With Vinyl Decal')).toBe('moon-phases-vinyl-decal');
  });

  it('never doubles the suffix, even when the title is only "Vinyl Decal"', () => {
    expect(slugify('Vinyl Decal')).toBe('sticker-vinyl-decal');
    expect(slugify('vinyl decal')).toBe('sticker-vinyl-decal');
    expect(slugify('The Vinyl Decal')).toBe('sticker-vinyl-decal');
    expect(slugify('Moon Vinyl Decal Vinyl Decal')).toBe('moon-vinyl-decal');
    expect(slugify('Vinyl Decal Vinyl Decal')).toBe('sticker-vinyl-decal');
  });

  it('transliterates accented letters instead of dropping them', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme-vinyl-decal');
    expect(slugify('Jalapeño Über Straße')).toBe('jalapeno-uber-strasse-vinyl-decal');
    expect(slugify('CAFÉ CRÈME')).toBe('cafe-creme-vinyl-decal');
    expect(slugify('Ærø Łódź Smørrebrød')).toBe('aero-lodz-smorrebrod-vinyl-decal');
    expect(slugify('ℌello ﬁsh')).toBe('hello-fish-vinyl-decal');
  });

  it('gives an accented title the slug of its plain spelling', () => {
    const accented: Record<string, string> = { a: 'á', e: 'é', i: 'î', o: 'ö', u: 'ü', n: 'ñ', c: 'ç' };
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const plain = words.join(' ');
        expect(slugify(plain.replace(/[aeiounc]/g, (c) => accented[c]!))).toBe(slugify(plain));
      }),
      RUNS,
    );
  });

  it('never ends the body with the words vinyl decal', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          fc.array(fc.constantFrom('vinyl', 'decal', 'moon', 'the', 'Vinyl Decal'), { maxLength: 8 }).map((w) => w.join(' ')),
        ),
        (title) => {
          expect(bodyOf(slugify(title))).not.toMatch(/(^|-)vinyl-decal$/);
        },
      ),
      RUNS,
    );
  });

  it('always ends in -vinyl-decal, even for a title without letters or digits', () => {
    for (const title of ['', '   ', '!!!', 'the and of', null, undefined]) {
      const slug = slugify(title);
      expect(slug.endsWith(SLUG_SUFFIX)).toBe(true);
      expect(bodyOf(slug)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('uses the suffix -vinyl-decal', () => {
    expect(SLUG_SUFFIX).toBe('-vinyl-decal');
  });

  it('never throws and always ends in -vinyl-decal with a clean body of at most 30 characters', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const slug = slugify(title);
        expect(slug.endsWith(SLUG_SUFFIX)).toBe(true);
        const body = bodyOf(slug);
        expect(body.length).toBeGreaterThan(0);
        expect(body.length).toBeLessThanOrEqual(30);
        expect(body).toMatch(/^[a-z0-9-]+$/);
        expect(body.startsWith('-')).toBe(false);
        expect(body.endsWith('-')).toBe(false);
        expect(body.includes('--')).toBe(false);
      }),
      RUNS,
    );
  });

  it('never leaves a filler word at the end of the body', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const last = bodyOf(slugify(title)).split('-').at(-1)!;
        expect(FILLER_WORDS).not.toContain(last);
      }),
      RUNS,
    );
  });

  it('keeps a short clean title whole', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{3,8}$/), { minLength: 1, maxLength: 3 }), (words) => {
        // A trailing filler word ('for') or suffix word is dropped by the rule: not a clean title.
        fc.pre(!['vinyl', 'decal'].includes(words.at(-1)!) && !FILLER_WORDS.includes(words.at(-1)!));
        expect(slugify(words.join(' '))).toBe(words.join('-') + SLUG_SUFFIX);
      }),
      RUNS,
    );
  });

  it('ignores the case of an ASCII title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (title) => {
        expect(slugify(title.toUpperCase())).toBe(slugify(title.toLowerCase()));
      }),
      RUNS,
    );
  });
});

describe('assignSlugs', () => {
  it('gives the first listing the plain slug and numbers later duplicates before the suffix', () => {
    const items = [{ t: 'Moon Phases' }, { t: 'Moon Phases' }, { t: 'moon phases!' }, { t: 'Sun' }];
    const slugs = assignSlugs(items, (i) => i.t);
    expect(items.map((i) => slugs.get(i))).toEqual(['moon-phases-vinyl-decal', 'moon-phases-2-vinyl-decal', 'moon-phases-3-vinyl-decal', 'sun-vinyl-decal']);
  });

  it('gives every listing a unique slug', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 20 }), (titles) => {
        const items = titles.map((t) => ({ t }));
        const slugs = assignSlugs(items, (i) => i.t);
        expect(new Set(slugs.values()).size).toBe(items.length);
        for (const slug of slugs.values()) expect(slug.endsWith(SLUG_SUFFIX)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('matchWords', () => {
  it('keeps only words longer than 2 characters', () => {
    expect(matchWords('ufo-in-a-big-storm')).toEqual(['ufo', 'big', 'storm']);
  });

  it('splits on any non-alphanumeric run and lower-cases', () => {
    expect(matchWords('T-Rex Skull_Bones')).toEqual(['rex', 'skull', 'bones']);
  });

  it('leaves out the generic shop words every title shares', () => {
    expect(matchWords('moon-vinyl-decal')).toEqual(['moon']);
    expect(matchWords('vinyl-record-sticker')).toEqual(['record']);
    expect(matchWords('Mothman Die Cut Decal Sticker for Trucks')).toEqual(['mothman', 'trucks']);
  });

  it('ignores punctuation inside a word', () => {
    expect(matchWords("Mothman's Back")).toEqual(['mothmans', 'back']);
    expect(matchWords('T.Rex')).toEqual(['trex']);
  });

  it('reads accented letters as plain ones', () => {
    expect(matchWords('Café-Crème')).toEqual(['cafe', 'creme']);
  });

  it('leaves out the marketing words gift, him and her', () => {
    expect(matchWords('gift-for-him')).toEqual([]);
    expect(matchWords('Moose Vinyl Sticker - Gift for Him')).toEqual(['moose']);
    expect(matchWords('gifts-for-her')).toEqual([]);
  });

  it('does not send a path of generic words to an unrelated listing', () => {
    expect(resolveSlug('kangaroo-decal-sticker-water', [listing('Full Send 2 Pack Decal Sticker - Water Bottle Decal')])).toBeNull();
  });
});

describe('resolveSlug', () => {
  const trex = listing('T-Rex Skull');
  const ufo = listing('UFO Storm');
  const moon = listing('Moon Phases');

  it('resolves an exact slug', () => {
    expect(resolveSlug('moon-phases-vinyl-decal', [trex, ufo, moon])).toBe(moon);
  });

  it('prefers the exact slug over a candidate with more matching title words', () => {
    const fuzzy = listing('T-Rex Skull Roaring');
    const exact = listing('Something Else', 'trex-skull-vinyl-decal');
    expect(resolveSlug('trex-skull-vinyl-decal', [fuzzy, exact])).toBe(exact);
  });

  it('resolves a percent-encoded, upper-case segment with a trailing slash', () => {
    expect(resolveSlug('MOON%2DPHASES-vinyl-decal/', [trex, moon])).toBe(moon);
  });

  it('accepts the best fuzzy candidate when more than half of the words match', () => {
    // trex, skull, roaring: 2 of 3 match 'T-Rex Skull'.
    expect(resolveSlug('trex-skull-roaring-vinyl-decal', [ufo, trex, moon])).toBe(trex);
  });

  it('rejects a fuzzy candidate when exactly half of the words match', () => {
    expect(FUZZY_THRESHOLD).toBe(0.5);
    expect(resolveSlug('trex-skull-roaring-loud-vinyl-decal', [ufo, trex, moon])).toBeNull();
    expect(resolveSlug('trex-bones', [trex])).toBeNull();
  });

  it('rejects a fuzzy candidate when fewer than half of the words match', () => {
    expect(resolveSlug('trex-bones-fossil-vinyl-decal', [trex])).toBeNull();
  });

  it('accepts a fuzzy candidate when every word matches', () => {
    expect(resolveSlug('bigfoot-crossing-sign-vinyl-decal', [listing('Bigfoot Crossing Sign Sticker')])?.title).toBe('Bigfoot Crossing Sign Sticker');
  });

  it('counts only words longer than 2 characters', () => {
    // ufo, big, storm: 2 of 3 match. Counting 'in' and 'a' would make it 2 of 5.
    expect(resolveSlug('ufo-in-a-big-storm', [ufo])).toBe(ufo);
  });

  it('does not count the trailing vinyl-decal suffix as words to match', () => {
    expect(resolveSlug('moon-vinyl-decal', [moon])).toBe(moon);
  });

  it('picks the candidate matching the most words', () => {
    const partial = listing('Sasquatch Camping');
    const full = listing('Sasquatch Camping Tent');
    expect(resolveSlug('sasquatch-camping-tent-night', [partial, full])).toBe(full);
  });

  it('picks the earlier candidate when two match equally well', () => {
    const first = listing('Sasquatch Camping Tent');
    const second = listing('Camping Sasquatch Tent');
    expect(resolveSlug('sasquatch-tent-camping', [first, second])).toBe(first);
    expect(resolveSlug('sasquatch-tent-camping', [second, first])).toBe(second);
  });

  it('matches title words that the slug cut off', () => {
    const long = listing('Triceratops Charging Through The Jungle Decal');
    expect(resolveSlug('triceratops-jungle-charging', [long])).toBe(long);
  });

  it('returns null when the segment has no word longer than 2 characters or there are no candidates', () => {
    expect(resolveSlug('a-b-c', [trex])).toBeNull();
    expect(resolveSlug('', [trex])).toBeNull();
    expect(resolveSlug('trex-skull', [])).toBeNull();
  });

  it('resolves a deep link with a one-letter typo in a word of 5 or more letters', () => {
    const skull = listing('Triceratops Skull');
    const charging = listing('Triceratops Charging');
    expect(TYPO_MIN_LENGTH).toBe(5);
    expect(resolveSlug('triceratops-skul-die-cut-vinyl-decal', [charging, trex, skull])).toBe(skull);
  });

  it.each([
    ['a letter left out', 'trex-skul'],
    ['a letter added', 'trex-skulll'],
    ['a letter changed', 'trex-skyll'],
    ['two neighbouring letters swapped', 'trex-sklul'],
  ])('counts a word with %s as matching', (_kind, path) => {
    expect(resolveSlug(path, [ufo, moon, trex])).toBe(trex);
  });

  it('does not allow a typo against a word shorter than 5 letters', () => {
    expect(resolveSlug('mooon-phases', [moon])).toBeNull();
    expect(resolveSlug('trax-skull', [listing('Trex Skull Fossil')])).toBeNull();
  });

  it('does not count a word two edits away', () => {
    expect(resolveSlug('trex-skxl', [trex])).toBeNull();
    expect(resolveSlug('trex-kslul', [trex])).toBeNull();
  });

  it('ignores punctuation inside the words of the path and of the title', () => {
    // The slug is cut before 'T-Rex': only the title's own words can match 'trex'.
    const long = listing('Triceratops Charging Through The Jungle Past A T-Rex');
    expect(resolveSlug('jungle-trex', [long])).toBe(long);
    const mothman = listing("Mothman's Back");
    expect(resolveSlug("mothman's-back", [mothman])).toBe(mothman);
    expect(resolveSlug('mothman%27s-back', [mothman])).toBe(mothman);
  });

  it('gives marketing words no weight, so /gift-for-him lands nowhere', () => {
    const stego = listing('Stegosaurus Die Cut Decal - Gift for Him');
    expect(resolveSlug('gift-for-him', [stego])).toBeNull();
    expect(resolveSlug('gifts-for-her', [stego])).toBeNull();
  });

  it('does not count marketing words in the path against a match', () => {
    const moose = listing('Moose Vinyl Sticker');
    expect(resolveSlug('moose-gift-for-him', [moose])).toBe(moose);
  });

  it('prefers exact words over one-edit words when two candidates match as many words', () => {
    const plural = listing('Tiger Skulls');
    const singular = listing('Tiger Skull');
    expect(resolveSlug('tiger-skull-roaring', [plural, singular])).toBe(singular);
    expect(resolveSlug('tiger-skulls-roaring', [plural, singular])).toBe(plural);
  });

  it('resolves a path with one typo in a title word of 5+ letters to the listing it names', () => {
    const word = fc.stringMatching(/^[a-z]{5,9}$/);
    const typo = (w: string, at: number, kind: number) => {
      const i = at % w.length;
      if (kind === 0) return w.slice(0, i) + w.slice(i + 1);
      if (kind === 1) return w.slice(0, i) + 'q' + w.slice(i);
      if (kind === 2) return w.slice(0, i) + (w[i] === 'z' ? 'y' : 'z') + w.slice(i + 1);
      return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i);
    };
    fc.assert(
      fc.property(word, word, fc.nat(), fc.nat(3), fc.array(fc.tuple(word, word), { maxLength: 5 }), (a, b, at, kind, others) => {
        const typed = typo(a, at, kind);
        const target = listing(`${a} ${b}`);
        const rest = others.map(([x, y]) => listing(`${x} ${y}`));
        fc.pre(a !== b && typed !== b && !rest.some((r) => r.title.split(' ').includes(typed)));
        expect(resolveSlug(`${typed}-${b}`, [target, ...rest])).toBe(target);
      }),
      RUNS,
    );
  });

  it('keeps its names and signatures for the Worker: resolveSlugAmong over slugCandidates', () => {
    const candidates = slugCandidates([trex, ufo, moon]);
    expect(resolveSlugAmong('trex-skul', candidates)).toBe(trex);
    expect(resolveSlugAmong('moon-phases-vinyl-decal', candidates)).toBe(moon);
    // Candidates prepared by hand are indexed on first use.
    expect(resolveSlugAmong('storm-ufo', [{ item: ufo, slug: ufo.slug, words: new Set(['ufo', 'storm']) }])).toBe(ufo);
  });

  it('survives a malformed percent escape', () => {
    expect(resolveSlug('trex-skull-%E0%A4%A', [trex])).toBe(trex);
  });

  it('never throws on arbitrary segments and titles', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 6 }), (segment, titles) => {
        const candidates = titles.map((t) => listing(t));
        const found = resolveSlug(segment, candidates);
        expect(found === null || candidates.includes(found)).toBe(true);
      }),
      RUNS,
    );
  });

  it('resolves every assigned slug to its own listing', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 8 }), (titles) => {
        const items = titles.map((title) => ({ title }));
        const slugs = assignSlugs(items, (i) => i.title);
        const candidates = items.map((i) => ({ title: i.title, slug: slugs.get(i)! }));
        for (const c of candidates) expect(resolveSlug(c.slug, candidates)).toBe(c);
      }),
      RUNS,
    );
  });
});

describe('closestListings', () => {
  const trexSkull = listing('T-Rex Skull');
  const triSkull = listing('Triceratops Skull');
  const triCharging = listing('Triceratops Charging');
  const moon = listing('Moon Phases');
  const all = slugCandidates([moon, trexSkull, triCharging, triSkull]);

  it('ranks listings by matching words, exact words first, and leaves out those matching none', () => {
    // triceratops + skul: Triceratops Skull 2; Triceratops Charging 1 exact; T-Rex Skull 1 within one edit.
    expect(closestListings('triceratops-skul-roaring', all)).toEqual([triSkull, triCharging, trexSkull]);
  });

  it('puts the exact slug first', () => {
    expect(closestListings('moon-phases-vinyl-decal', all)[0]).toBe(moon);
  });

  it('returns at most 6 listings by default, or the limit given', () => {
    const skulls = slugCandidates(Array.from({ length: 9 }, (_, i) => listing(`Skull Number${i}`)));
    expect(closestListings('skull', skulls)).toHaveLength(6);
    expect(closestListings('skull', skulls, 2)).toHaveLength(2);
    expect(closestListings('skull', skulls, 0)).toEqual([]);
  });

  it('returns nothing for a path of generic shop or marketing words', () => {
    expect(closestListings('gift-for-him-vinyl-decal', all)).toEqual([]);
  });

  it('returns at most the limit of distinct candidates, whatever the path', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 8 }), fc.nat(8), (segment, titles, limit) => {
        const items = titles.map((t) => listing(t));
        const closest = closestListings(segment, slugCandidates(items), limit);
        expect(closest.length).toBeLessThanOrEqual(limit);
        expect(new Set(closest).size).toBe(closest.length);
        expect(closest.filter((c) => !items.includes(c))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('starts with the listing resolveSlugAmong resolves from a listing’s slug, or its slug without the suffix', () => {
    const word = fc.constantFrom('T-Rex', 'skull', 'Sasquatch', 'UFO', 'Moon', 'Howling', 'Wolf');
    const title = fc
      .tuple(word, fc.array(fc.oneof(word, fc.constantFrom('and', 'the', 'Vinyl', 'Decal')), { maxLength: 4 }))
      .map(([first, rest]) => [first, ...rest].join(' '));
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 8 }), fc.nat(), fc.boolean(), fc.integer({ min: 1, max: 8 }), (titles, pick, whole, limit) => {
        const items = titles.map((t) => listing(t));
        const candidates = slugCandidates(items);
        const { slug } = items[pick % items.length]!;
        const segment = whole ? slug : bodyOf(slug);
        const resolved = resolveSlugAmong(segment, candidates);
        expect(resolved, segment).not.toBeNull();
        expect(closestListings(segment, candidates, limit)[0]).toBe(resolved);
      }),
      RUNS,
    );
  });
});
