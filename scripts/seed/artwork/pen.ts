/**
 * The pen a drawing paints with, and the SVG document it becomes. Each layer is filled with INK; a
 * layer's cut list punches holes through that layer only (via a mask), later layers paint on top.
 */

import { createRandom } from '../random.ts';
import type { ArtworkFolder } from './folders.ts';
import { esc } from './shapes.ts';

const INK = '#111111';

/** FNV-1a: seeds a drawing's random numbers from its subject, and names its masks. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Layer {
  f: string[];
  c: string[];
}

/** What a drawing paints with: layers of filled shapes and cut-outs, and its own seeded random numbers. */
export interface Pen {
  /** add filled shapes to the current layer */
  f: (...s: string[]) => void;
  /** add cut-outs (holes) to the current layer */
  c: (...s: string[]) => void;
  /** start a new layer painted above the previous ones */
  next: () => void;
  rnd: () => number;
  w: number;
  h: number;
}

/** One artwork: its folder, subject, size and how to draw it. */
export interface Def {
  folder: ArtworkFolder;
  subject: string;
  w: number;
  h: number;
  draw: (p: Pen) => void;
}

/** A `def` that appends each artwork to `list` in the order a module defines them (the catalogue keeps it). */
export function defInto(list: Def[]) {
  return (folder: ArtworkFolder, subject: string, w: number, h: number, draw: (p: Pen) => void): void => {
    list.push({ folder, subject, w, h, draw });
  };
}

/** The artwork as a single-colour SVG document, titled with its subject. */
export function render(d: Def): string {
  const layers: Layer[] = [{ f: [], c: [] }];
  const cur = (): Layer => layers[layers.length - 1] as Layer;
  const random = createRandom(hash(d.subject));
  const pen: Pen = {
    f: (...s) => cur().f.push(...s),
    c: (...s) => cur().c.push(...s),
    next: () => {
      layers.push({ f: [], c: [] });
    },
    rnd: () => random.next(),
    w: d.w,
    h: d.h,
  };
  d.draw(pen);
  const { w, h } = d;
  let defs = '';
  let body = '';
  for (const L of layers) {
    if (!L.f.length) continue;
    const inner = L.f.join('');
    if (L.c.length) {
      const id = 'm' + hash(inner + L.c.join('')).toString(36);
      defs +=
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
        `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#000">${L.c.join('')}</g></mask>`;
      body += `<g mask="url(#${id})">${inner}</g>`;
    } else {
      body += inner;
    }
  }
  const label = esc(d.subject);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<g fill="${INK}">${body}</g></svg>`
  );
}
