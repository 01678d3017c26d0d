import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  parseDescriptionDimensions,
  parseVariationDimensions,
  mergeDimensions,
  extractDimensions,
  dimensionSizes,
  isUsable,
  designKey,
} from '../../../src/domain/dimensions.ts';
import type { Dimension, Dimensions, DimensionSource } from '../../../src/contracts/listing.ts';

const RUNS = { numRuns: 500 };
const inches = (width: number, height: number, source: DimensionSource): Dimension => ({ width, height, unit: 'inches', source });
const desc = (width: number, height: number) => inches(width, height, 'description');
const vari = (width: number, height: number) => inches(width, height, 'variation');

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 200 }),
  // Description-like text built from the pieces the parser looks for.
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'MICRO',
          'med',
          'LAR',
          'Jumbo',
          'S',
          'XL',
          'MAX',
          ':',
          '-',
          '(',
          ')',
          'x',
          'X',
          '×',
          'by',
          '"',
          '”',
          "''",
          'in',
          'inches',
          'cm',
          'mm',
          'W',
          'H',
          'wide',
          'tall',
          '\n',
          ' ',
        ),
        fc.double({ min: -1000, max: 1000, noNaN: true }).map(String),
        fc.nat(1000).map(String),
        fc.constantFrom('0', '0.0', '.5', '1e3', '00.001', '999.999'),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(' ')),
);

function expectAllPositiveFinite(dims: Dimensions) {
  for (const [key, dim] of Object.entries(dims)) {
    expect(Number.isFinite(dim.width) && dim.width > 0, `${key} width ${dim.width}`).toBe(true);
    expect(Number.isFinite(dim.height) && dim.height > 0, `${key} height ${dim.height}`).toBe(true);
    expect(dim.unit).toBe('inches');
    expect(isUsable(dim)).toBe(true);
  }
}

describe('parseDescriptionDimensions', () => {
  it('reads a size followed by a colon and inch marks', () => {
    expect(parseDescriptionDimensions('MICRO: 2.1" x 1.3"')).toEqual({ MICRO: desc(2.1, 1.3) });
  });

  it('reads a capitalised size name with a dash and the word inches', () => {
    expect(parseDescriptionDimensions('Medium - 4.5 x 3 inches')).toEqual({ MEDIUM: desc(4.5, 3) });
  });

  it('expands LAR and reads "in" units', () => {
    expect(parseDescriptionDimensions('LAR 8in x 5in')).toEqual({ LARGE: desc(8, 5) });
  });

  it('reads W and H markers inside parentheses', () => {
    expect(parseDescriptionDimensions('SMALL (3.5" W x 2" H)')).toEqual({ SMALL: desc(3.5, 2) });
  });

  it('reads W and H markers written without spaces', () => {
    expect(parseDescriptionDimensions('SMALL 3.5"Wx2"H')).toEqual({ SMALL: desc(3.5, 2) });
    expect(parseDescriptionDimensions('MICRO: 2.1Wx1.3H in')).toEqual({ MICRO: desc(2.1, 1.3) });
  });

  it('expands MED and JUM', () => {
    expect(parseDescriptionDimensions('MED: 4.5" x 3"')).toEqual({ MEDIUM: desc(4.5, 3) });
    expect(parseDescriptionDimensions('JUM: 12" x 8"')).toEqual({ JUMBO: desc(12, 8) });
  });

  it('reads wide/tall words, "by", curly inch marks and the multiplication sign', () => {
    expect(parseDescriptionDimensions('NANO is 1.5" wide x 1" tall')).toEqual({ NANO: desc(1.5, 1) });
    expect(parseDescriptionDimensions('PIXEL 1in by .75in')).toEqual({ PIXEL: desc(1, 0.75) });
    expect(parseDescriptionDimensions('ATOM: 0.8” × 0.5”')).toEqual({ ATOM: desc(0.8, 0.5) });
  });

  it('converts centimetres and millimetres to inches, rounded to hundredths', () => {
    expect(parseDescriptionDimensions('MEDIUM: 10 x 5 cm')).toEqual({ MEDIUM: desc(3.94, 1.97) });
    expect(parseDescriptionDimensions('LARGE 20cm x 12.7cm')).toEqual({ LARGE: desc(7.87, 5) });
    expect(parseDescriptionDimensions('MICRO 50mm x 25.4mm')).toEqual({ MICRO: desc(1.97, 1) });
  });

  it('reads every size of a multi-line description', () => {
    const text = [
      'Available in several sizes:',
      'MICRO: 2.1" x 1.3"',
      'Small - 3.5 x 2.2 inches',
      'Medium - 4.5 x 3 inches',
      'LAR 8in x 5in',
      'JUMBO (12" W x 7.5" H)',
      'Made of waterproof vinyl, rated 5-7 years outdoors.',
    ].join('\n');
    expect(parseDescriptionDimensions(text)).toEqual({
      MICRO: desc(2.1, 1.3),
      SMALL: desc(3.5, 2.2),
      MEDIUM: desc(4.5, 3),
      LARGE: desc(8, 5),
      JUMBO: desc(12, 7.5),
    });
  });

  it('does not let a line ending in inches swallow the size word on the next line', () => {
    expect(parseDescriptionDimensions('Medium - 4.5 x 3 inches\nLAR 8in x 5in\nLarge fits a tailgate')).toEqual({
      MEDIUM: desc(4.5, 3),
      LARGE: desc(8, 5),
    });
    expect(parseDescriptionDimensions('MICRO 2 x 1 LARGE 8 x 5')).toEqual({ MICRO: desc(2, 1), LARGE: desc(8, 5) });
  });

  it('reads several sizes on one line', () => {
    expect(parseDescriptionDimensions('MICRO: 2" x 1" | SMALL: 3.5" x 2"')).toEqual({ MICRO: desc(2, 1), SMALL: desc(3.5, 2) });
  });

  it('keeps the first mention of a size', () => {
    expect(parseDescriptionDimensions('MICRO: 2" x 1"\nMICRO: 9" x 9"')).toEqual({ MICRO: desc(2, 1) });
  });

  it('ignores single-letter aliases in prose', () => {
    expect(parseDescriptionDimensions('S 3 x 2\nL 8 x 5')).toEqual({});
  });

  it('ignores measurements without a size word and sizes without a measurement', () => {
    expect(parseDescriptionDimensions('Measures 4.5" x 3"')).toEqual({});
    expect(parseDescriptionDimensions('Available in MICRO and SMALL.')).toEqual({});
  });

  it('ignores a size word whose measurement is more than 20 characters away', () => {
    expect(parseDescriptionDimensions('MICRO is our best seller overall: 2" x 1"')).toEqual({});
  });

  it('skips zero measurements', () => {
    expect(parseDescriptionDimensions('MICRO: 0" x 1.3"')).toEqual({});
  });

  it('returns nothing for empty or missing text', () => {
    expect(parseDescriptionDimensions('')).toEqual({});
    expect(parseDescriptionDimensions(null)).toEqual({});
    expect(parseDescriptionDimensions(undefined)).toEqual({});
  });

  it('never throws and only returns positive, finite inch dimensions for known sizes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const dims = parseDescriptionDimensions(text);
        expectAllPositiveFinite(dims);
        for (const key of Object.keys(dims)) expect(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'XLARGE', 'JUMBO', 'MAX']).toContain(key);
        for (const dim of Object.values(dims)) expect(dim.source).toBe('description');
      }),
      RUNS,
    );
  });
});

describe('parseVariationDimensions', () => {
  it('reads a variation value like MED 4.5" x 3"', () => {
    expect(parseVariationDimensions(['MED 4.5" x 3"'])).toEqual({ MEDIUM: vari(4.5, 3) });
  });

  it('expands every alias in the first word of a variation value', () => {
    expect(parseVariationDimensions(['LAR - 8" x 5"', 'LG 8.5 x 5', 'L: 9x6', 'JUM 12 x 8', 'S - 3x2', 'SM 3.1x2', 'XL 10 x 7'])).toEqual({
      LARGE: vari(9, 6),
      JUMBO: vari(12, 8),
      SMALL: vari(3.1, 2),
      XLARGE: vari(10, 7),
    });
  });

  it('reads full size names and centimetres', () => {
    expect(parseVariationDimensions(['Micro (5cm x 3cm)', 'NANO 1.5 by 1 in'])).toEqual({ MICRO: vari(1.97, 1.18), NANO: vari(1.5, 1) });
  });

  it('lets a later value for the same size win', () => {
    expect(parseVariationDimensions(['MICRO 2 x 1', 'MICRO 2.2 x 1.1'])).toEqual({ MICRO: vari(2.2, 1.1) });
  });

  it('skips values whose first word is not a size or that carry no measurement', () => {
    expect(parseVariationDimensions(['Red', 'Size 4 x 3', 'MICRO', null, undefined, ''])).toEqual({});
  });

  it('returns nothing for no values', () => {
    expect(parseVariationDimensions([])).toEqual({});
  });

  it('never throws and only returns positive, finite inch dimensions', () => {
    fc.assert(
      fc.property(fc.array(fc.option(anyText, { nil: undefined }), { maxLength: 8 }), (values) => {
        const dims = parseVariationDimensions(values);
        expectAllPositiveFinite(dims);
        for (const dim of Object.values(dims)) expect(dim.source).toBe('variation');
      }),
      RUNS,
    );
  });

  it('reads any well-formed positive measurement back in inches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO'),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        (size, w100, h100) => {
          const w = w100 / 100;
          const h = h100 / 100;
          expect(parseVariationDimensions([`${size} ${w}" x ${h}"`])).toEqual({ [size]: vari(w, h) });
        },
      ),
      RUNS,
    );
  });
});

describe('extractDimensions', () => {
  it('lets variation data override description data for the same size', () => {
    const dims = extractDimensions('MEDIUM: 4" x 2.5"\nMICRO: 2.1" x 1.3"', ['MED 4.5" x 3"']);
    expect(dims).toEqual({ MEDIUM: vari(4.5, 3), MICRO: desc(2.1, 1.3) });
  });

  it('keeps description data when the variations do not mention the size', () => {
    expect(extractDimensions('SMALL (3.5" W x 2" H)', ['MICRO 2 x 1'])).toEqual({ SMALL: desc(3.5, 2), MICRO: vari(2, 1) });
  });

  it('never throws on arbitrary description and variation text', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 5 }), (text, values) => {
        expectAllPositiveFinite(extractDimensions(text, values));
      }),
      RUNS,
    );
  });
});

describe('mergeDimensions', () => {
  it('lets later sources override earlier ones per size without touching the inputs', () => {
    const a = { MICRO: desc(2, 1), SMALL: desc(3, 2) };
    const b = { MICRO: inches(2.5, 1.5, 'manual') };
    expect(mergeDimensions(a, b)).toEqual({ MICRO: inches(2.5, 1.5, 'manual'), SMALL: desc(3, 2) });
    expect(a.MICRO).toEqual(desc(2, 1));
  });
});

describe('dimensionSizes', () => {
  it('lists usable sizes smallest first, leaving out set-design keys and unusable entries', () => {
    const dims = {
      LARGE: desc(8, 5),
      MICRO: desc(2, 1),
      [designKey('MICRO', 2)]: { ...desc(2, 1), design: 2 },
      NANO: desc(0, 1),
      BOGUS: desc(1, 1),
      ATOM: desc(0.5, 0.3),
    };
    expect(dimensionSizes(dims)).toEqual(['ATOM', 'MICRO', 'LARGE']);
  });
});

describe('isUsable', () => {
  it('accepts only a positive numeric width and height', () => {
    expect(isUsable(desc(1, 1))).toBe(true);
    expect(isUsable({ width: 1 })).toBe(false);
    expect(isUsable({ width: 0, height: 1 })).toBe(false);
    expect(isUsable({ width: 1, height: -1 })).toBe(false);
    expect(isUsable({ width: '1' as unknown as number, height: 1 })).toBe(false);
    expect(isUsable(null)).toBe(false);
    expect(isUsable(undefined)).toBe(false);
  });
});

describe('designKey', () => {
  it('keys a set design as {SIZE}_design{n}', () => {
    expect(designKey('MICRO', 2)).toBe('MICRO_design2');
  });
});
