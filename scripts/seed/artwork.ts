/**
 * Demo artwork for the seed shop: single-colour vinyl-decal silhouettes.
 *
 * Pure and deterministic: no I/O, no Math.random. Every drawing is built from
 * small parametrised primitives (smooth blobs, tapered tubes, polygons, wheels,
 * text) so the files stay tiny and every subject has its own proportions.
 * Cut-outs (eyes, windows, skull sockets ...) are real holes made with an
 * in-file <mask>, so each file still paints a single colour.
 *
 * The primitives are in artwork/shapes.ts, artwork/parts.ts (wheels, tracks) and artwork/pen.ts (layers
 * and the SVG document); the drawings, one module per folder, in artwork/<folder>.ts.
 */

import { ANIMALS } from './artwork/animals.ts';
import { BEACH } from './artwork/beach.ts';
import { CRYPTIDS } from './artwork/cryptids.ts';
import { DINOSAURS } from './artwork/dinosaurs.ts';
import { ARTWORK_FOLDERS, type ArtworkFolder } from './artwork/folders.ts';
import { HORROR } from './artwork/horror.ts';
import { OFFROAD } from './artwork/offroad.ts';
import { render, type Def } from './artwork/pen.ts';
import { POLICE_MILITARY } from './artwork/police-military.ts';
import { POP } from './artwork/pop.ts';
import { SPACE } from './artwork/space.ts';
import { SVGS } from './artwork/svgs.ts';
import { VEHICLES } from './artwork/vehicles.ts';

export { ARTWORK_FOLDERS, type ArtworkFolder };

/** One generated artwork file. */
export interface Artwork {
  folder: ArtworkFolder;
  subject: string;
  file: string;
  svg: string;
  width: number;
  height: number;
}

/** Every drawing; the catalogue lists them by folder, each folder in its module's order. */
const DEFS: readonly Def[] = [
  ...DINOSAURS,
  ...VEHICLES,
  ...ANIMALS,
  ...CRYPTIDS,
  ...HORROR,
  ...OFFROAD,
  ...BEACH,
  ...POLICE_MILITARY,
  ...SPACE,
  ...SVGS,
  ...POP,
];

/** The file name of a subject: lower case, words joined by hyphens. */
function kebab(s: string): string {
  return s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every artwork of the demo shop, in a stable order, grouped by folder. */
export function artworkCatalogue(): Artwork[] {
  const out: Artwork[] = [];
  for (const folder of ARTWORK_FOLDERS) {
    for (const d of DEFS) {
      if (d.folder !== folder) continue;
      out.push({
        folder,
        subject: d.subject,
        file: `/artwork/${folder}/${kebab(d.subject)}.svg`,
        svg: render(d),
        width: d.w,
        height: d.h,
      });
    }
  }
  return out;
}
