/**
 * @module client/screen-calibration
 * The screen's calibration, as the Scene Builder keeps it (its saved scene's screenPpi): the
 * listing editor's Sticker Preview and the actual-size test draw true size with the same number,
 * and a calibration made on the actual-size test is the Scene Builder's from then on.
 */
import { DEFAULT_SCENE_PREFS, parseSavedScene, serializeScene } from '~/domain/scene-save.ts';
import { EMPTY_SCENE } from '~/domain/scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';

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

/**
 * Keeps a calibration where the Scene Builder reads it: in its saved scene's preferences, the
 * scene itself untouched (an empty scene when there is none, or when what is stored cannot be read).
 */
export function saveScreenPpi(ppi: number | null): boolean {
  try {
    const read = parseSavedScene(localStorage.getItem(SCENE_STORAGE_KEY));
    const [scene, prefs] = read.status === 'ok' ? [read.scene, read.prefs] : [EMPTY_SCENE, DEFAULT_SCENE_PREFS];
    localStorage.setItem(SCENE_STORAGE_KEY, serializeScene(scene, { ...prefs, screenPpi: ppi }, Date.now()));
    return true;
  } catch {
    return false;
  }
}
