/**
 * Dragging a scene's stickers in edit-position mode (interactjs, as the Scene Builder's stickers).
 * A sticker follows the pointer; on release it is told how far it moved, in percent of the scene,
 * and let go (the scene draws it at its new saved position). interactjs is fetched only when the
 * mode is first used: shoppers never download it.
 */
export type StickerMoved = (key: string, delta: { dx: number; dy: number }) => void;

/** Starts dragging in `scene`; answers the function that stops it. */
export function dragStickers(scene: HTMLElement, onMoved: StickerMoved): () => void {
  let stopped = false;
  let unset = () => {};
  void import('interactjs').then(({ default: interact }) => {
    if (stopped) return;
    const offsets = new WeakMap<Element, { x: number; y: number }>();
    const interactable = interact('.parallax-sticker', { context: scene }).draggable({
      listeners: {
        move(event: { target: HTMLElement; dx: number; dy: number }) {
          const offset = offsets.get(event.target) ?? { x: 0, y: 0 };
          offset.x += event.dx;
          offset.y += event.dy;
          offsets.set(event.target, offset);
          // Its resting translate is -50% -50% (centred on its position): the drag adds to it.
          event.target.style.translate = `calc(-50% + ${offset.x}px) calc(-50% + ${offset.y}px)`;
        },
        end(event: { target: HTMLElement }) {
          const offset = offsets.get(event.target);
          offsets.delete(event.target);
          event.target.style.translate = '';
          const key = event.target.dataset.key;
          const box = scene.getBoundingClientRect();
          if (!offset || !key || box.width === 0 || box.height === 0) return;
          onMoved(key, { dx: (offset.x / box.width) * 100, dy: (offset.y / box.height) * 100 });
        },
      },
    });
    unset = () => interactable.unset();
  });
  return () => {
    stopped = true;
    unset();
  };
}
