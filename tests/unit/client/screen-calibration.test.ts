// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inchesToPx, readScreenPpi, saveScreenPpi, SCENE_STORAGE_KEY } from '~/client/screen-calibration.ts';
import { parseSavedScene, serializeScene } from '~/domain/scene-save.ts';
import { EMPTY_SCENE } from '~/domain/scene.ts';

afterEach(() => localStorage.clear());

describe('the screen’s calibration, shared with the Scene Builder', () => {
  it('is none until the screen is calibrated, and an inch is then 96 pixels', () => {
    expect(readScreenPpi()).toBeNull();
    expect(inchesToPx(2)).toBe(192);
  });

  it('is kept in the Scene Builder’s saved scene, which reads it back', () => {
    expect(saveScreenPpi(132.5)).toBe(true);
    expect(readScreenPpi()).toBe(132.5);
    expect(inchesToPx(2)).toBe(265);
    const read = parseSavedScene(localStorage.getItem(SCENE_STORAGE_KEY));
    expect(read.status === 'ok' && read.prefs.screenPpi).toBe(132.5);
  });

  it('leaves the saved scene and its other preferences as they were', () => {
    const scene = { ...EMPTY_SCENE, stickers: [] };
    localStorage.setItem(SCENE_STORAGE_KEY, serializeScene(scene, { zoom: 150, background: 'car', screenPpi: 100 }, Date.now()));
    saveScreenPpi(120);
    const read = parseSavedScene(localStorage.getItem(SCENE_STORAGE_KEY));
    expect(read.status).toBe('ok');
    if (read.status === 'ok') expect(read.prefs).toMatchObject({ zoom: 150, background: 'car', screenPpi: 120 });
  });

  it('reads a stored text that is not a scene as uncalibrated, and replaces it when calibrated', () => {
    localStorage.setItem(SCENE_STORAGE_KEY, '{not json');
    expect(readScreenPpi()).toBeNull();
    saveScreenPpi(110);
    expect(readScreenPpi()).toBe(110);
  });
});
