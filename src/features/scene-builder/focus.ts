/**
 * @module scene-builder/focus
 * Where the keyboard's focus goes when the canvas changes under it: onto a sticker just added, and,
 * when the focused sticker is removed, onto the sticker that took its place (else the canvas), never
 * the page's body.
 */
import type { Scene } from '~/domain/scene.ts';

const handleOf = (id: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-sticker-id]')]
    .find((el) => el.dataset.stickerId === id)
    ?.querySelector<HTMLElement>('.scene-sticker-handle') ?? null;

/** Focuses a sticker once it is drawn (the next frame). */
export function focusSticker(id: string): void {
  requestAnimationFrame(() => handleOf(id)?.focus());
}

/**
 * After `before` became `after` by removing stickers: when the focus was lost with them, it goes to
 * the sticker now where the first removed one was (or the last), which `select` selects so Delete
 * goes on from there, else to the canvas.
 */
export function refocusAfterRemoval(before: Scene, after: Scene, select: (id: string) => void): void {
  const kept = new Set(after.stickers.map((s) => s.id));
  const at = before.stickers.findIndex((s) => !kept.has(s.id));
  if (at < 0) return;
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = after.stickers[Math.min(at, after.stickers.length - 1)];
    const handle = next && handleOf(next.id);
    if (next && handle) {
      select(next.id);
      handle.focus();
    } else document.querySelector<HTMLElement>('.scene-viewport')?.focus();
  });
}
