import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HERO_BACKGROUND_COUNT } from '~/domain/hero-machine.ts';
import { HERO_BACKGROUNDS } from '~/features/hero/backgrounds.ts';
import { xmlProblems } from '../fixtures/svg-wellformed.ts';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));
const DIR = `${PUBLIC}/hero/backgrounds`;
const MAX_BYTES = 20 * 1024;
const NAMES = Array.from({ length: HERO_BACKGROUND_COUNT }, (_, i) => `${String(i + 1).padStart(2, '0')}.svg`);

/** Anything that could run code, fetch something, embed a raster or need a font. */
function forbidden(svg: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(svg)) found.push('<script');
  if (/<image/i.test(svg)) found.push('<image');
  if (/<text/i.test(svg)) found.push('<text');
  if (/<foreignObject/i.test(svg)) found.push('<foreignObject');
  if (/href\s*=\s*"\s*(?:https?:|\/\/|data:)/i.test(svg)) found.push('external href');
  if (/url\((?!#)/i.test(svg)) found.push('external url()');
  if (/\son[a-z]+\s*=/i.test(svg)) found.push('on*= handler');
  return found;
}

describe('hero backgrounds', () => {
  it('lists HERO_BACKGROUND_COUNT backgrounds, 01.svg to 16.svg in order, each with a label', () => {
    expect(HERO_BACKGROUNDS).toHaveLength(HERO_BACKGROUND_COUNT);
    expect(HERO_BACKGROUNDS.map((b) => b.src)).toEqual(NAMES.map((n) => `/hero/backgrounds/${n}`));
    for (const b of HERO_BACKGROUNDS) expect(b.label.trim().length, b.src).toBeGreaterThan(8);
    expect(new Set(HERO_BACKGROUNDS.map((b) => b.label)).size).toBe(HERO_BACKGROUND_COUNT);
  });

  it('has exactly those files in public/hero/backgrounds', () => {
    for (const b of HERO_BACKGROUNDS) expect(existsSync(`${PUBLIC}${b.src}`), b.src).toBe(true);
    expect(readdirSync(DIR).sort()).toEqual(NAMES);
  });

  it.each(NAMES)('%s is a safe, well-formed 1600 x 900 SVG under 20 KB', (name) => {
    const path = `${DIR}/${name}`;
    expect(statSync(path).size).toBeLessThanOrEqual(MAX_BYTES);
    const svg = readFileSync(path, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/^<svg\b[^>]*\sviewBox="0 0 1600 900"/);
    expect(svg).toMatch(/^<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(xmlProblems(svg)).toEqual([]);
    expect(forbidden(svg)).toEqual([]);
  });

  it('has no two identical files', () => {
    const bodies = NAMES.map((n) =>
      readFileSync(`${DIR}/${n}`, 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\s+/g, ''),
    );
    expect(new Set(bodies).size).toBe(NAMES.length);
  });
});
