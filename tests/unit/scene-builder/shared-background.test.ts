// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SCENE, type Scene } from '~/domain/scene.ts';
import { serializeScene } from '~/domain/scene-save.ts';
import { encodeShareLink } from '~/domain/scene-share.ts';
import { $prefs, DEFAULT_PREFS, leaveSharedScene, openSharedScene, perform, STORAGE_KEY } from '~/features/scene-builder/store.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';

// The listing cannot be fetched: the link's background is what is under test.
vi.mock('~/client/listings.ts', () => ({ fetchListing: () => Promise.reject(new Error('offline')) }));

const listing = LISTINGS.single;
const own: Scene = {
  stickers: [{ id: 's1', listingId: listing.id, size: 'MICRO', color: 'Red', x: 10, y: 20, rotation: 0, isFlipped: false, zIndex: 1, pack: null }],
  listings: { [listing.id]: listing },
};
const link = encodeShareLink(own);
const ownSaved = serializeScene(own, { background: 'desk' }, Date.UTC(2026, 10, 1));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem(STORAGE_KEY, ownSaved);
  $prefs.set(DEFAULT_PREFS);
});

afterEach(() => {
  perform('restore', { scene: EMPTY_SCENE });
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  localStorage.clear();
});

describe('a shared link with a background (a listing\'s "Open in Scene Builder")', () => {
  it("opens on that background without saving it over the visitor's own scene, and leaving brings their background back", async () => {
    expect(await openSharedScene(link, 'car')).toBe(true);
    expect($prefs.get().background).toBe('car');
    vi.advanceTimersByTime(5000);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(ownSaved);

    leaveSharedScene();
    expect($prefs.get().background).toBe('desk');
  });

  it('ignores a background the builder does not have', async () => {
    expect(await openSharedScene(link, 'moon')).toBe(true);
    expect($prefs.get().background).toBe(DEFAULT_PREFS.background);
  });
});
