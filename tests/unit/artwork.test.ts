import { describe, it, expect } from 'vitest';
import { artworkCatalogue, type Artwork, type ArtworkFolder } from '../../scripts/seed/artwork.ts';
import { faviconSvg, logoSvg, placeholderCatalogue } from '../../scripts/seed/placeholders.ts';
import { PLACEHOLDER_KEYS } from '../../src/domain/categories.ts';
import { xmlProblems } from '../fixtures/svg-wellformed.ts';

const MIN_PER_FOLDER: Record<ArtworkFolder, number> = {
  animals: 16,
  cryptids: 16,
  dinosaurs: 16,
  horror: 16,
  offroad: 16,
  beach: 16,
  'police-military': 16,
  pop: 32,
  space: 16,
  svgs: 16,
  vehicles: 16,
};

const MAX_BYTES = 6 * 1024;

const catalogue: Artwork[] = artworkCatalogue();

/** Anything that could run code or fetch something. */
function unsafe(svg: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(svg)) found.push('<script');
  if (/<foreignObject/i.test(svg)) found.push('<foreignObject');
  if (/\bhref\s*=/i.test(svg)) found.push('href=');
  if (/\son[a-z]+\s*=/i.test(svg)) found.push('on*= handler');
  if (/url\((?!#)/i.test(svg)) found.push('external url()');
  if (/<(?:image|use|iframe|animate|set)\b/i.test(svg)) found.push('external-ish element');
  return found;
}

/** The visible drawing: everything except the <mask> definitions. */
function withoutMasks(svg: string): string {
  return svg.replace(/<mask\b[\s\S]*?<\/mask>/g, '');
}

/** The svg with its human label removed, to compare drawings. */
function drawingOnly(svg: string): string {
  return svg.replace(/<title>[^<]*<\/title>/, '').replace(/ aria-label="[^"]*"/, '');
}

describe('artwork catalogue', () => {
  it('is deterministic', () => {
    expect(artworkCatalogue()).toEqual(catalogue);
  });

  it('is grouped by folder in a stable order', () => {
    const order = catalogue.map((a) => a.folder).filter((f, i, all) => i === 0 || all[i - 1] !== f);
    expect(new Set(order).size).toBe(order.length);
    expect(order).toEqual(Object.keys(MIN_PER_FOLDER));
  });

  it('meets the minimum count per folder', () => {
    for (const [folder, min] of Object.entries(MIN_PER_FOLDER)) {
      const count = catalogue.filter((a) => a.folder === folder).length;
      expect(count, folder).toBeGreaterThanOrEqual(min);
    }
  });

  it('has unique subjects, file paths and drawings', () => {
    const unique = (values: string[]): number => new Set(values).size;
    expect(unique(catalogue.map((a) => a.subject.toLowerCase()))).toBe(catalogue.length);
    expect(unique(catalogue.map((a) => a.file))).toBe(catalogue.length);
    expect(unique(catalogue.map((a) => a.svg))).toBe(catalogue.length);
    expect(unique(catalogue.map((a) => drawingOnly(a.svg)))).toBe(catalogue.length);
  });

  it('names files /artwork/<folder>/<kebab-subject>.svg', () => {
    for (const a of catalogue) {
      expect(a.file).toMatch(/^\/artwork\/[a-z-]+\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
      expect(a.file.startsWith(`/artwork/${a.folder}/`), a.file).toBe(true);
      const words =
        a.subject
          .toLowerCase()
          .replace(/'/g, '')
          .match(/[a-z0-9]+/g) ?? [];
      expect(a.file).toBe(`/artwork/${a.folder}/${words.join('-')}.svg`);
    }
  });

  it('uses short shop-style subjects', () => {
    for (const a of catalogue) {
      expect(a.subject.length, a.subject).toBeLessThanOrEqual(28);
      expect(a.subject, a.subject).toMatch(/^[A-Z0-9]/);
    }
  });

  for (const a of catalogue) {
    it(`${a.file} is a small, safe, well-formed single-colour svg`, () => {
      expect(xmlProblems(a.svg)).toEqual([]);
      expect(unsafe(a.svg)).toEqual([]);
      expect(Buffer.byteLength(a.svg, 'utf8')).toBeLessThan(MAX_BYTES);

      const root = a.svg.slice(0, a.svg.indexOf('>') + 1);
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).toContain(`viewBox="0 0 ${a.width} ${a.height}"`);
      expect(root).toContain(` width="${a.width}"`);
      expect(root).toContain(` height="${a.height}"`);
      expect(root).toContain('role="img"');
      expect(a.width).toBeGreaterThan(0);
      expect(a.height).toBeGreaterThan(0);

      const label = a.subject.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
      expect(root).toContain(`aria-label="${label}"`);
      expect(a.svg).toContain(`<title>${label}</title>`);

      // one ink colour for everything visible; black/white only inside cut-out masks
      const visible = withoutMasks(a.svg);
      const fills = [...visible.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]);
      expect(fills.length).toBeGreaterThan(0);
      expect(new Set(fills)).toEqual(new Set(['#111111']));
      expect(visible).not.toMatch(/stroke=|Gradient|<pattern|<filter|style=/);
    });
  }
});

describe('placeholders, logo and favicon', () => {
  const placeholders = placeholderCatalogue();

  it('has one light card per collection key', () => {
    expect(placeholders.map((p) => p.key)).toEqual([...PLACEHOLDER_KEYS]);
    for (const p of placeholders) {
      expect(p.file).toBe(`/placeholders/${p.key}.svg`);
      expect(p.svg).toContain('viewBox="0 0 400 300"');
      expect(p.svg).toContain('fill="#f1efe9"');
      expect(p.svg).toMatch(/<text[^>]*>[^<]+<\/text>/);
    }
    expect(new Set(placeholders.map((p) => p.svg)).size).toBe(placeholders.length);
  });

  it('are well-formed and safe', () => {
    const all = [...placeholders.map((p) => p.svg), logoSvg(), faviconSvg()];
    for (const svg of all) {
      expect(xmlProblems(svg)).toEqual([]);
      expect(unsafe(svg)).toEqual([]);
    }
    expect(logoSvg()).toContain('viewBox="0 0 400 240"');
    expect(logoSvg()).toContain('MICRO');
    expect(logoSvg()).toContain('DECALS');
    expect(faviconSvg()).toContain('viewBox="0 0 64 64"');
    expect(placeholderCatalogue()).toEqual(placeholders);
  });

  it('the favicon is the T-Rex redrawn small enough to ride in every page: one path of whole units, under 700 bytes', () => {
    const favicon = faviconSvg();
    expect(favicon.length).toBeLessThan(700);
    expect(favicon.match(/<path /g)).toHaveLength(1);
    expect(favicon).not.toMatch(/<mask|<svg[^>]*<svg|\d\.\d/);
    const d = /<path [^>]* d="([^"]+)"/.exec(favicon)![1]!;
    // The body, the head and the legs and feet, inside the badge's disc.
    expect(d.match(/M/g)!.length).toBeGreaterThanOrEqual(6);
    for (const n of d.match(/\d+/g)!.map(Number)) expect(n).toBeLessThanOrEqual(64);
  });
});
