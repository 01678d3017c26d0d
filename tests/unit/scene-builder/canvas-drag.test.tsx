// @vitest-environment jsdom
/**
 * A drag on a crowded canvas: each move must cost the same with 300 stickers as with one, so the
 * canvas and the stickers that are not dragged do not render again, and the others are not measured
 * again for snapping. Renders are counted through the two scene helpers a render calls: a sticker's
 * artwork (once per StickerView render) and a sticker's size (the canvas's extent measures every
 * sticker; snapping measures what it snaps against).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SCENE, stickerArtwork, stickerSizePx, type Scene, type SceneSticker } from '~/domain/scene.ts';
import { Canvas } from '~/features/scene-builder/Canvas.tsx';
import { $canUndo, $scene, dragBy, endDrag, perform, startDrag, undo } from '~/features/scene-builder/store.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';

vi.mock('~/domain/scene.ts', async (original) => {
  const actual = await original<typeof import('~/domain/scene.ts')>();
  return { ...actual, stickerArtwork: vi.fn(actual.stickerArtwork), stickerSizePx: vi.fn(actual.stickerSizePx) };
});

const listing = LISTINGS.single;
/** The fixture's MICRO size in scene pixels: the grid below spaces the stickers by it. */
const SIZE = stickerSizePx(listing, { size: 'MICRO', pack: null });

/** `count` single stickers in rows of 20 with a sticker's width (height) between them: columns and rows line up. */
function crowd(count: number): Scene {
  const stickers: SceneSticker[] = Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    listingId: listing.id,
    size: 'MICRO',
    color: 'Black (Matte)',
    x: (i % 20) * SIZE.width * 2,
    y: 1000 + Math.floor(i / 20) * SIZE.height * 2,
    rotation: 0,
    isFlipped: false,
    zIndex: i + 1,
    pack: null,
  }));
  return { stickers, listings: { [listing.id]: listing } };
}

const renders = () => vi.mocked(stickerArtwork).mock.calls.length;
const measures = () => vi.mocked(stickerSizePx).mock.calls.length;
const stickerEl = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`[data-sticker-id="${id}"]`)!;

beforeAll(() => {
  // jsdom has neither; the canvas watches its size and the details check the width.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof matchMedia;
});

beforeEach(() => {
  perform('restore', { scene: crowd(300) });
});

afterEach(() => {
  cleanup();
  perform('restore', { scene: EMPTY_SCENE });
});

describe('dragging one of 300 stickers', () => {
  it('renders only the dragged sticker on each move, and measures none of the others again', () => {
    const { container } = render(<Canvas onDropListing={() => undefined} />);
    expect(container.querySelectorAll('.scene-sticker')).toHaveLength(300);
    act(() => startDrag('s150'));
    act(() => dragBy(3, 2));

    const [rendered, measured] = [renders(), measures()];
    for (let i = 0; i < 10; i++) act(() => dragBy(3, 2));

    expect((renders() - rendered) / 10).toBe(1);
    // The dragged sticker's own size, at most: not the canvas's extent (300), nor the snapping's others (299).
    expect((measures() - measured) / 10).toBeLessThanOrEqual(1);
    expect(stickerEl(container, 's150').className).toContain('dragging');
    expect(stickerEl(container, 's150').style.transform).toContain('translate(33px, 22px)');
    expect(container.querySelectorAll('.scene-sticker.dragging')).toHaveLength(1);
    act(() => endDrag());
  });

  it('still snaps to the others with a guide, and the drop is one undo step', () => {
    const { container } = render(<Canvas onDropListing={() => undefined} />);
    const before = $scene.get().stickers.find((s) => s.id === 's150')!;
    act(() => startDrag('s150'));
    // Its top 3 px below the bottom of s130, the sticker above it in its column, and 1 px right of the column.
    act(() => dragBy(1, -SIZE.height + 3));
    expect(container.querySelectorAll('.scene-guide').length).toBeGreaterThan(0);
    act(() => endDrag());
    const after = $scene.get().stickers.find((s) => s.id === 's150')!;
    expect({ x: after.x, y: after.y }).toEqual({ x: before.x, y: before.y - SIZE.height });
    expect(container.querySelectorAll('.scene-guide')).toHaveLength(0);

    act(() => undo());
    expect($scene.get().stickers.find((s) => s.id === 's150')).toEqual(before);
    expect($canUndo.get()).toBe(false);
  });

  it('snaps to where the others are now when the scene changes during the drag', () => {
    render(<Canvas onDropListing={() => undefined} />);
    const before = $scene.get().stickers.find((s) => s.id === 's150')!;
    act(() => startDrag('s150'));
    act(() => dragBy(0, 1));
    // s130, the sticker above, moves 10 px up while s150 is held; s150 then comes 2 px below its new
    // bottom edge (8 px below the old one, out of reach): it snaps to where s130 is now.
    act(() => {
      perform('nudge', { ids: ['s130'], dx: 0, dy: -10 });
    });
    act(() => dragBy(0, -SIZE.height - 9));
    act(() => endDrag());
    expect($scene.get().stickers.find((s) => s.id === 's150')!.y).toBe(before.y - SIZE.height - 10);
  });
});
