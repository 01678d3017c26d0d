import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SizeEntry } from '../../../src/contracts/listing.ts';
import { parseDescriptionDimensions } from '../../../src/domain/dimensions.ts';
import {
  buildDescription,
  designTitle,
  dimensionsToSave,
  initialSizeCards,
  keepDesignInput,
  keepSetQuantity,
  packDataToSave,
  removeDesign,
  resizeSet,
  SIZE_BLOCK_HEADING,
  sizeBlockLines,
  sizesToSave,
  splitDescription,
  titleCounterState,
  type SizeCard,
} from '../../../src/domain/listing-editor.ts';
import { EDITOR_SIZES, toSizeName } from '../../../src/domain/sizes.ts';

const entry = (name: SizeEntry['name'], overrides: Partial<SizeEntry> = {}): SizeEntry => ({
  name,
  width: null,
  height: null,
  price: null,
  sku: '',
  packCount: 1,
  enabled: false,
  ...overrides,
});

const sources = (overrides: Partial<Parameters<typeof initialSizeCards>[0]> = {}) => ({
  inventory: [],
  saved: [],
  dimensions: {},
  description: '',
  setQuantity: 1,
  ...overrides,
});

const card = (name: SizeCard['name'], overrides: Partial<SizeCard> = {}): SizeCard => ({
  name,
  enabled: true,
  width: '',
  height: '',
  price: '',
  sku: '',
  packCount: 1,
  designs: {},
  ...overrides,
});

describe('the size card inputs', () => {
  it('keep digits and the dot, at most 6 characters', () => {
    expect(keepDesignInput('3.5 in')).toBe('3.5');
    expect(keepDesignInput('$12.99')).toBe('12.99');
    expect(keepDesignInput('1234567')).toBe('123456');
    expect(keepDesignInput('-4,5')).toBe('45');
  });

  it('whatever is typed, keep only digits and dots, never more than 6, and keeping again changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = keepDesignInput(typed);
        expect(kept).toMatch(/^[\d.]{0,6}$/);
        expect(keepDesignInput(kept)).toBe(kept);
      }),
    );
  });

  it('read a set quantity as a whole number from 1 to 20, 1 when it is not a number', () => {
    expect(keepSetQuantity('3')).toBe(3);
    expect(keepSetQuantity('abc')).toBe(1);
    expect(keepSetQuantity(0)).toBe(1);
    expect(keepSetQuantity(25)).toBe(20);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (typed) => {
        const n = keepSetQuantity(typed);
        expect(Number.isInteger(n) && n >= 1 && n <= 20).toBe(true);
      }),
    );
  });

  it('turn the title counter to warning above 130 characters and to error at 140', () => {
    expect(titleCounterState(130)).toBe('ok');
    expect(titleCounterState(131)).toBe('warning');
    expect(titleCounterState(139)).toBe('warning');
    expect(titleCounterState(140)).toBe('error');
  });
});

describe('which sizes start enabled', () => {
  it('has the editor’s eight sizes, ATOM alone enabled for a listing with no size data', () => {
    const cards = initialSizeCards(sources());
    expect(cards.map((c) => c.name)).toEqual([...EDITOR_SIZES]);
    expect(cards.filter((c) => c.enabled).map((c) => c.name)).toEqual(['ATOM']);
  });

  it('enables a size the inventory sells, one the saved sizes enable, one the description measures, and one with saved dimensions', () => {
    const cards = initialSizeCards(
      sources({
        inventory: [entry('SMALL', { price: 5.49, sku: 'S-1', enabled: true })],
        saved: [entry('MEDIUM', { enabled: true }), entry('LARGE', { enabled: false })],
        description: 'MICRO: 2" x 1.2"',
        dimensions: { NANO: { width: 1.5, height: 0.9, unit: 'inches', source: 'manual' } },
      }),
    );
    expect(cards.filter((c) => c.enabled).map((c) => c.name)).toEqual(['NANO', 'MICRO', 'SMALL', 'MEDIUM']);
    expect(cards.find((c) => c.name === 'SMALL')).toMatchObject({ price: '5.49', sku: 'S-1' });
    expect(cards.find((c) => c.name === 'MICRO')).toMatchObject({ width: '2', height: '1.2' });
    expect(cards.find((c) => c.name === 'ATOM')!.enabled).toBe(false);
  });

  it('takes saved dimensions over the description’s, and a saved pack count over the inventory’s guess', () => {
    const [atom] = initialSizeCards(
      sources({
        inventory: [entry('ATOM', { packCount: 4, enabled: true })],
        saved: [entry('ATOM', { packCount: 6, enabled: true })],
        description: 'ATOM: 1" x 1"',
        dimensions: { ATOM: { width: 1.25, height: 0.75, unit: 'inches', source: 'manual' } },
      }),
    );
    expect(atom).toMatchObject({ width: '1.25', height: '0.75', packCount: 6 });
  });

  it('loads a set’s per-design dimensions', () => {
    const cards = initialSizeCards(
      sources({ setQuantity: 3, dimensions: { SMALL_design2: { width: 3, height: 2, unit: 'inches', source: 'manual', design: 2 } } }),
    );
    expect(cards.find((c) => c.name === 'SMALL')!.designs).toEqual({ 2: { width: '3', height: '2' }, 3: { width: '', height: '' } });
  });
});

describe('what a save writes', () => {
  it('saves dimensions only for enabled sizes with both a width and a height, by hand, in inches', () => {
    const cards = [
      card('MICRO', { width: '2', height: '1.2' }),
      card('SMALL', { width: '3.5', height: '' }),
      card('MEDIUM', { enabled: false, width: '5', height: '3' }),
    ];
    expect(dimensionsToSave(cards)).toEqual({ MICRO: { width: 2, height: 1.2, unit: 'inches', source: 'manual' } });
    expect(sizesToSave(cards).map((s) => [s.name, s.enabled, s.width])).toEqual([
      ['MICRO', true, 2],
      ['SMALL', true, 3.5],
      ['MEDIUM', false, 5],
    ]);
  });

  it('keys a set’s designs {SIZE}_design{n} with their design number', () => {
    const cards = [card('SMALL', { width: '3', height: '2', designs: { 2: { width: '2.5', height: '2' }, 3: { width: '', height: '1' } } })];
    expect(dimensionsToSave(cards, 3)).toEqual({
      SMALL: { width: 3, height: 2, unit: 'inches', source: 'manual' },
      SMALL_design2: { width: 2.5, height: 2, unit: 'inches', source: 'manual', design: 2 },
    });
  });

  it('never saves a dimension for a disabled size, or one missing a side (any cards)', () => {
    const typed = fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }).map(keepDesignInput));
    fc.assert(
      fc.property(fc.array(fc.record({ enabled: fc.boolean(), width: typed, height: typed }), { minLength: 8, maxLength: 8 }), (fields) => {
        const cards = fields.map((f, i) => card(EDITOR_SIZES[i]!, f));
        const saved = dimensionsToSave(cards);
        for (const c of cards) {
          const ok = c.enabled && Number.parseFloat(c.width) > 0 && Number.parseFloat(c.height) > 0;
          expect(c.name in saved).toBe(ok);
        }
      }),
    );
  });
});

describe('set management', () => {
  it('resizes the designs to quantity - 1 entries, padding with blanks or cutting', () => {
    expect(resizeSet({ paths: ['/a.svg'], titles: ['A'] }, 4)).toEqual({ paths: ['/a.svg', '', ''], titles: ['A', '', ''] });
    expect(resizeSet({ paths: ['/a.svg', '/b.svg'], titles: ['A', 'B'] }, 2)).toEqual({ paths: ['/a.svg'], titles: ['A'] });
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 25 }), fc.integer({ min: -5, max: 40 }), (paths, q) => {
        expect(resizeSet({ paths, titles: paths }, q).paths).toHaveLength(keepSetQuantity(q) - 1);
      }),
    );
  });

  it('removing a design lowers the quantity by one, never below 1', () => {
    expect(removeDesign({ paths: ['/a.svg', '/b.svg'], titles: ['A', 'B'] }, 0)).toEqual({ paths: ['/b.svg'], titles: ['B'], quantity: 2 });
    expect(removeDesign({ paths: ['/a.svg'], titles: ['A'] }, 0).quantity).toBe(1);
    expect(removeDesign({ paths: [], titles: [] }, 0).quantity).toBe(1);
  });

  it('a pack-data save drops blank paths with their titles, and the quantity is what is left plus one', () => {
    expect(packDataToSave({ paths: [' /a.svg ', '  ', '/c.svg'], titles: ['A', 'B', 'C'] })).toEqual({
      paths: ['/a.svg', '/c.svg'],
      titles: ['A', 'C'],
      setQuantity: 3,
    });
    fc.assert(
      fc.property(fc.array(fc.string()), (paths) => {
        const saved = packDataToSave({ paths, titles: paths.map((_, i) => `T${i}`) });
        expect(saved.paths.every((p) => p !== '' && p === p.trim())).toBe(true);
        expect(saved.setQuantity).toBe(saved.paths.length + 1);
        expect(saved.titles).toHaveLength(saved.paths.length);
      }),
    );
  });

  it('names a design by its title, or Design N', () => {
    expect(designTitle(['Raptor', ''], 2)).toBe('Raptor');
    expect(designTitle(['Raptor', ''], 3)).toBe('Design 3');
  });
});

describe('the Description Builder', () => {
  const cards = [
    card('MICRO', { width: '2', height: '1.25' }),
    card('SMALL', { width: '3.5', height: '2' }),
    card('LARGE', { enabled: false, width: '9', height: '5' }),
  ];

  it('writes the unique text, the TRUEscale Sizes block of enabled sizes with both dimensions, then the boilerplate', () => {
    expect(buildDescription({ unique: 'A raptor on the run.', includeSizes: true, boilerplate: 'Cut to order.' }, cards)).toBe(
      'A raptor on the run.\n\nTRUEscale Sizes\nMICRO: 2w x 1.25h inches\nSMALL: 3.5w x 2h inches\n\nCut to order.',
    );
    expect(buildDescription({ unique: 'A raptor on the run.', includeSizes: false, boilerplate: 'Cut to order.' }, cards)).toBe(
      'A raptor on the run.\n\nCut to order.',
    );
  });

  it('leaves out an empty size block and blank parts', () => {
    expect(buildDescription({ unique: ' ', includeSizes: true, boilerplate: 'Cut to order.' }, [card('MICRO')])).toBe('Cut to order.');
    expect(sizeBlockLines([card('MICRO', { width: '2' })])).toEqual([]);
  });

  it('writes size lines the storefront reads back as the same dimensions, and splits back into the same parts', () => {
    const dimension = fc.integer({ min: 1, max: 9999 }).map((n) => keepDesignInput(String(n / 100)));
    const words = fc.stringMatching(/^[A-Za-z][A-Za-z ,.!]{0,60}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ enabled: fc.boolean(), width: dimension, height: dimension }), { minLength: 8, maxLength: 8 }),
        words,
        words,
        (fields, unique, boilerplate) => {
          const all = fields.map((f, i) => card(EDITOR_SIZES[i]!, f));
          const description = buildDescription({ unique, includeSizes: true, boilerplate }, all);
          const read = parseDescriptionDimensions(description);
          // The editor's MAX is the storefront's JUMBO (admin.md 3.2: MAX = JUMBO).
          const saved = Object.fromEntries(Object.entries(dimensionsToSave(all)).map(([size, dim]) => [toSizeName(size)!, dim]));
          for (const [size, dim] of Object.entries(saved)) expect(read[size]).toMatchObject({ width: dim.width, height: dim.height });
          expect(Object.keys(read).sort()).toEqual(Object.keys(saved).sort());
          if (Object.keys(saved).length > 0)
            expect(splitDescription(description)).toEqual({ unique: unique.trim(), includeSizes: true, boilerplate: boilerplate.trim() });
        },
      ),
    );
  });

  it('reads a description without a size block as unique text, minus a boilerplate it ends with', () => {
    expect(splitDescription('Just a decal.')).toEqual({ unique: 'Just a decal.', includeSizes: false, boilerplate: '' });
    expect(splitDescription('Just a decal.\n\nCut to order.', 'Cut to order.')).toEqual({
      unique: 'Just a decal.',
      includeSizes: false,
      boilerplate: 'Cut to order.',
    });
    expect(splitDescription(`Intro\n\n${SIZE_BLOCK_HEADING}\nMICRO: 2w x 1h inches\n\nOutro`)).toEqual({
      unique: 'Intro',
      includeSizes: true,
      boilerplate: 'Outro',
    });
  });
});
