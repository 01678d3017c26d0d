/**
 * Collection placeholder cards (shown when a card image fails to load), the
 * shop logo sticker and the favicon. Pure: returns SVG strings only.
 *
 * Most icons reuse a silhouette from the demo artwork catalogue, recoloured to
 * a muted grey; collections without a matching artwork get a small drawn icon.
 */

import { artworkCatalogue, type Artwork } from './artwork.ts';
import { gridPath, pathOutlines, type Point } from './outline.ts';

export interface Placeholder {
  key: string;
  file: string;
  svg: string;
}

const BG = '#f1efe9';
const DISC = '#e6e2d8';
const ICON = '#a7a195';
const LABEL = '#7d786e';
const UI_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const BADGE_FONT = "Impact, 'Arial Black', sans-serif";

/** Collection key → [label, artwork subject to reuse as the icon (or '' for a drawn icon)]. */
const COLLECTIONS: readonly (readonly [string, string, string])[] = [
  ['cryptids', 'Cryptids', 'Bigfoot Walking'],
  ['dinosaurs', 'Dinosaurs', 'T-Rex Roaring'],
  ['animals', 'Animals', 'Bear Walking'],
  ['cartoons', 'Cartoons', ''],
  ['vehicles', 'Vehicles', 'Lifted Truck'],
  ['space', 'Space', 'Ringed Planet'],
  ['military', 'Military', 'Battle Tank'],
  ['horror', 'Horror', 'Vampire Bat'],
  ['holiday', 'Holiday', ''],
  ['pop-culture', 'Pop Culture', 'Cassette Tape'],
  ['outdoor', 'Outdoor', 'Mountain Range'],
  ['offroad', 'Offroad', 'Lifted Trail Rig'],
  ['default', 'Micro Decals', ''],
];

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

let bySubject: Map<string, Artwork> | undefined;

/** The demo artwork of a subject. */
function artworkOf(subject: string): Artwork {
  bySubject ??= new Map(artworkCatalogue().map((a) => [a.subject, a]));
  const art = bySubject.get(subject);
  if (!art) throw new Error(`placeholder icon: unknown artwork "${subject}"`);
  return art;
}

/** The drawing inside an artwork SVG (without the root element and title), recoloured. */
function artworkInner(subject: string, colour: string): { body: string; w: number; h: number } {
  const art = artworkOf(subject);
  const body = art.svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/#111111/g, colour);
  return { body, w: art.width, h: art.height };
}

/** Fit an artwork into a box, centred. */
function fitted(subject: string, colour: string, cx: number, cy: number, maxW: number, maxH: number): string {
  const a = artworkInner(subject, colour);
  const s = Math.min(maxW / a.w, maxH / a.h);
  const w = Math.round(a.w * s);
  const h = Math.round(a.h * s);
  return `<svg x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" viewBox="0 0 ${a.w} ${a.h}">${a.body}</svg>`;
}

/** Small hand-drawn icons for collections that have no artwork folder. */
function drawnIcon(key: string): string {
  switch (key) {
    case 'cartoons':
      // comic speech bubble with a burst of "!"
      return (
        `<g fill="${ICON}"><path d="M140 70h120a26 26 0 0 1 26 26v46a26 26 0 0 1 -26 26h-62l-34 28l6 -28h-30a26 26 0 0 1 -26 -26v-46a26 26 0 0 1 26 -26Z"/></g>` +
        `<g fill="${DISC}"><rect x="194" y="86" width="12" height="38" rx="6"/><circle cx="200" cy="142" r="7"/>` +
        `<rect x="158" y="96" width="10" height="28" rx="5"/><circle cx="163" cy="136" r="5.5"/>` +
        `<rect x="232" y="96" width="10" height="28" rx="5"/><circle cx="237" cy="136" r="5.5"/></g>`
      );
    case 'holiday':
      // gift box with a bow
      return (
        `<g fill="${ICON}"><rect x="146" y="100" width="108" height="24" rx="4"/><rect x="154" y="124" width="92" height="64" rx="3"/>` +
        `<path d="M200 100c-8 -26 -44 -32 -44 -12c0 12 22 14 44 12Z"/><path d="M200 100c8 -26 44 -32 44 -12c0 12 -22 14 -44 12Z"/></g>` +
        `<g fill="${DISC}"><rect x="194" y="100" width="12" height="88"/><rect x="146" y="122" width="108" height="4"/></g>`
      );
    default:
      // a sticker with a peeling corner
      return (
        `<g fill="${ICON}"><path d="M150 70h100a18 18 0 0 1 18 18v58l-46 46h-72a18 18 0 0 1 -18 -18v-86a18 18 0 0 1 18 -18Z"/></g>` +
        `<g fill="${DISC}"><path d="M268 146l-46 46v-28a18 18 0 0 1 18 -18Z"/><circle cx="176" cy="104" r="10"/>` +
        `<path d="M150 170l30 -34l22 24l16 -16l30 26Z"/></g>`
      );
  }
}

function card(key: string, label: string, subject: string): string {
  const icon = subject ? fitted(subject, ICON, 200, 128, 170, 112) : drawnIcon(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>` +
    `<rect width="400" height="300" fill="${BG}"/>` +
    `<circle cx="200" cy="128" r="98" fill="${DISC}"/>` +
    icon +
    `<text x="200" y="262" font-family="${UI_FONT}" font-size="26" font-weight="600" fill="${LABEL}" text-anchor="middle">${esc(label)}</text>` +
    `</svg>`
  );
}

/** Placeholder card per collection, in a stable order. */
export function placeholderCatalogue(): Placeholder[] {
  return COLLECTIONS.map(([key, label, subject]) => ({
    key,
    file: `/placeholders/${key}.svg`,
    svg: card(key, label, subject),
  }));
}

const LOGO_DARK = '#1d2b22';
const LOGO_GREEN = '#7cc35a';
const LOGO_CREAM = '#fff4d6';
const LOGO_GOLD = '#f4c542';

function pill(x: number, y: number, w: number, h: number): string {
  const r = h / 2;
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 0 ${h}h${2 * r - w}a${r} ${r} 0 0 1 0 ${-h}Z`;
}

/** The shop logo: a bold badge sticker reading MICRO DECALS with a small T-Rex. */
export function logoSvg(): string {
  const sparkle = (x: number, y: number, r: number): string =>
    `<path d="M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240" role="img" aria-label="Micro Decals">` +
    `<title>Micro Decals</title>` +
    // white die-cut sticker margin, dark badge, gold inner rule
    `<path d="${pill(4, 16, 392, 208)}" fill="#ffffff"/>` +
    `<path d="${pill(12, 24, 376, 192)}" fill="${LOGO_DARK}"/>` +
    `<path fill-rule="evenodd" fill="${LOGO_GOLD}" d="${pill(22, 34, 356, 172)}${pill(27, 39, 346, 162)}"/>` +
    `<circle cx="114" cy="120" r="66" fill="${LOGO_GREEN}"/>` +
    fitted('T-Rex Roaring', LOGO_DARK, 112, 124, 112, 80) +
    `<g transform="rotate(-4 282 140)">` +
    `<text x="284" y="116" font-family="${BADGE_FONT}" font-weight="bold" font-size="58" fill="${LOGO_CREAM}" text-anchor="middle" textLength="168" lengthAdjust="spacingAndGlyphs">MICRO</text>` +
    `<text x="284" y="168" font-family="${BADGE_FONT}" font-weight="bold" font-size="44" fill="${LOGO_GOLD}" text-anchor="middle" textLength="168" lengthAdjust="spacingAndGlyphs">DECALS</text>` +
    `</g>` +
    `<g fill="${LOGO_GOLD}">${sparkle(192, 62, 9)}${sparkle(350, 184, 7)}${sparkle(58, 188, 6)}</g>` +
    `</svg>`
  );
}

/**
 * The favicon: the T-Rex on the badge colours, redrawn for 16 to 64 pixels on a 64-unit grid
 * (outlines thinned to half a unit, the eye, teeth and smaller parts left out). Pages carry it
 * inline (src/build/inline-assets.ts), so it is kept to a few hundred bytes.
 */
export function faviconSvg(): string {
  const art = artworkOf('T-Rex Roaring');
  const scale = Math.min(48 / art.width, 36 / art.height);
  const [left, top] = [32 - (art.width * scale) / 2, 34 - (art.height * scale) / 2];
  const outlines = [...art.svg.replace(/<mask[\s\S]*?<\/mask>/g, '').matchAll(/<path[^>]* d="([^"]+)"/g)]
    .flatMap((m) => pathOutlines(m[1]!))
    .map((outline) => outline.map(([x, y]): Point => [left + x * scale, top + y * scale]));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="16" fill="${LOGO_DARK}"/>` +
    `<circle cx="32" cy="32" r="26" fill="${LOGO_GREEN}"/>` +
    `<path fill="${LOGO_DARK}" d="${gridPath(outlines, 0.5, 3)}"/>` +
    `</svg>`
  );
}
