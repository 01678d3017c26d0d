/**
 * @module client/screen-calibration
 * The screen's calibration, as the Scene Builder keeps it (its saved scene's screenPpi): the
 * listing editor's Sticker Preview and the actual-size test draw true size with the same number.
 */
import { parseSavedScene } from '~/domain/scene-save.ts';
import { PX_PER_INCH } from '~/domain/scene.ts';

/** Where the Scene Builder keeps its scene (and its preferences) between visits. */
export const SCENE_STORAGE_KEY = 'micro-decals.scene-builder.v1';

/** The calibrated pixels per inch of this screen, or null while it was never calibrated. */
export function readScreenPpi(): number | null {
  try {
    const read = parseSavedScene(localStorage.getItem(SCENE_STORAGE_KEY));
    return read.status === 'ok' ? read.prefs.screenPpi : null;
  } catch {
    return null;
  }
}

/** CSS pixels for a length in inches on this screen: calibrated, else the browser's 96 to the inch. */
export const inchesToPx = (inches: number, ppi: number | null = readScreenPpi()) => inches * (ppi ?? PX_PER_INCH);
