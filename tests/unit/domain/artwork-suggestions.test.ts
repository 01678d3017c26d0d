import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  indexArtwork,
  scoreArtwork,
  suggestArtwork,
  SUGGESTION_SCORES as S,
  titleWords,
  type IndexedArtwork,
} from '../../../src/domain/artwork-suggestions.ts';

const one = (path: string): IndexedArtwork => indexArtwork([path])[0]!;

/** The demo shop's artwork, as the file picker lists it. */
const SHOP_FILES = readdirSync('public/artwork', { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.svg'))
  .map((e) => `/${e.parentPath.replace(/^public\//, '')}/${e.name}`);

describe('titleWords', () => {
  it('keeps the words that can name artwork, once each, and joins hyphenated names', () => {
    expect(titleWords('T-Rex Roaring Vinyl Decal - Micro to Large Sizes')).toEqual(['t', 'rex', 'roaring', 'trex']);
    expect(titleWords('Bigfoot Walking No. 2 Die Cut Sticker')).toEqual(['bigfoot', 'walking']);
  });
});

describe('scoreArtwork: the spec’s rule', () => {
  it('gives 200 per exact word, and 15 per matched word when 2 or more match', () => {
    expect(scoreArtwork(['bigfoot'], one('/artwork/misc/bigfoot.svg'))).toBe(S.exactWord);
    expect(scoreArtwork(['bigfoot', 'walking'], one('/artwork/misc/bigfoot-walking.svg'))).toBe(2 * S.exactWord + 2 * S.perWordWhenSeveral);
  });

  it('gives 40 per substring match, 20 more for a word of 5 or more letters', () => {
    expect(scoreArtwork(['owl'], one('/artwork/misc/owls.svg'))).toBe(S.substring);
    expect(scoreArtwork(['raptor'], one('/artwork/misc/raptors.svg'))).toBe(S.substring + S.longWord);
  });

  it('gives 20 per known keyword the title and the path both name (its folder too)', () => {
    expect(scoreArtwork(['skull'], one('/artwork/horror/skull.svg'))).toBe(S.exactWord + S.knownKeyword);
    expect(scoreArtwork(['horror', 'mask'], one('/artwork/horror/hockey-mask.svg'))).toBe(S.knownKeyword + S.exactWord);
  });

  it('scores nothing for a file that shares no word', () => {
    expect(scoreArtwork(['bigfoot'], one('/artwork/space/rocket.svg'))).toBe(0);
  });
});

describe('suggestArtwork', () => {
  const files = indexArtwork(SHOP_FILES);

  it('finds the demo shop’s artwork for its listings’ titles, best first', () => {
    expect(suggestArtwork({ id: 1, title: 'Bigfoot Walking Vinyl Decal' }, files)[0]?.path).toBe('/artwork/cryptids/bigfoot-walking.svg');
    const rex = suggestArtwork({ id: 2, title: 'T-Rex Skull Vinyl Sticker - Micro to Large Sizes' }, files);
    expect(rex[0]?.path).toBe('/artwork/dinosaurs/t-rex-skull.svg');
    expect(rex).toHaveLength(3);
  });

  it('offers a built-in fallback only when nothing scores, and only a file the shop has', () => {
    const saucer = indexArtwork(['/artwork/space/flying-saucer.svg', '/artwork/pop/boombox.svg']);
    expect(suggestArtwork({ id: 3, title: 'UFO Decal' }, saucer)).toEqual([{ path: '/artwork/space/flying-saucer.svg', score: 0, fallback: true }]);
    expect(suggestArtwork({ id: 3, title: 'UFO Decal' }, indexArtwork(['/artwork/pop/boombox.svg']))).toEqual([]);
  });

  it('ranks a higher score never below a lower one, keeps only scores above 0, and shows at most 3', () => {
    const word = fc.constantFrom('bigfoot', 'rex', 'skull', 'walking', 'ghost', 'moon', 'truck', 'raptor', 'owl', 'space');
    const path = fc
      .tuple(fc.constantFrom('horror', 'space', 'misc'), fc.array(word, { minLength: 1, maxLength: 3 }))
      .map(([dir, ws]) => `/artwork/${dir}/${ws.join('-')}.svg`);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.uniqueArray(path, { maxLength: 30 }), (title, paths) => {
        const indexed = indexArtwork(paths);
        const shown = suggestArtwork({ id: 9, title: title.join(' ') }, indexed);
        expect(shown.length).toBeLessThanOrEqual(3);
        const words = titleWords(title.join(' '));
        const scores = indexed.map((f) => ({ path: f.path, score: scoreArtwork(words, f) }));
        for (const s of shown.filter((x) => !x.fallback)) {
          expect(s.score).toBeGreaterThan(0);
          // Nothing left out scores higher than what is shown.
          for (const other of scores) if (!shown.some((x) => x.path === other.path)) expect(other.score).toBeLessThanOrEqual(s.score);
        }
        for (let i = 1; i < shown.length; i++) expect(shown[i - 1]!.score).toBeGreaterThanOrEqual(shown[i]!.score);
      }),
    );
  });
});
