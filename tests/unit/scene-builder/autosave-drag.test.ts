// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SCENE, type Scene } from '~/domain/scene.ts';
import { parseSavedScene } from '~/domain/scene-save.ts';
import { $saveStatus, dragBy, endDrag, perform, startDrag, STORAGE_KEY } from '~/features/scene-builder/store.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';

const listing = LISTINGS.single;
const scene: Scene = {
  stickers: [1, 2].map((n) => ({
    id: `s${n}`,
    listingId: listing.id,
    size: 'MICRO',
    color: 'Black (Matte)',
    x: n * 500,
    y: 100,
    rotation: 0,
    isFlipped: false,
    zIndex: n,
    pack: null,
  })),
  listings: { [listing.id]: listing },
};
const saved = () => localStorage.getItem(STORAGE_KEY);

beforeEach(() => {
  vi.useFakeTimers();
  perform('restore', { scene });
  vi.runOnlyPendingTimers();
  localStorage.clear();
});

afterEach(() => {
  perform('restore', { scene: EMPTY_SCENE });
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the autosave during a drag', () => {
  it('waits for the drop, however long the drag, then saves the dropped scene', () => {
    // The drag raises s1 to the front: a change, which would be saved a second later.
    startDrag('s1');
    for (let i = 0; i < 30; i++) {
      dragBy(2, 0);
      vi.advanceTimersByTime(100);
    }
    expect(saved()).toBeNull();
    expect($saveStatus.get()).toBe('saving');

    endDrag();
    vi.advanceTimersByTime(1000);
    const kept = parseSavedScene(saved());
    expect(kept.status === 'ok' && kept.scene.stickers.find((s) => s.id === 's1')).toMatchObject({ x: 560, zIndex: 3 });
  });

  it('saves a second after an edit when nothing is dragged', () => {
    perform('nudge', { ids: ['s2'], dx: 6, dy: 0 });
    vi.advanceTimersByTime(1000);
    expect(saved()).not.toBeNull();
  });
});
