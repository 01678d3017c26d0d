/**
 * @module scene-builder/sidebar/sidebar-width
 * The sidebar's width rules (spec 9): default 400, resizable between 300 and 800, 20 when collapsed.
 * A drag is accepted only while the pointer stays inside the range (spec 2), so a fast drag past
 * an end leaves the last accepted width instead of snapping to the limit; the keyboard clamps.
 */

/** The sidebar's widths in CSS pixels. */
export const SIDEBAR_WIDTH = { default: 400, min: 300, max: 800, collapsed: 20 } as const;

/** How far one arrow key moves the edge; Shift moves it five times as far. */
export const KEYBOARD_STEP = 10;

/**
 * The width a dragged edge asks for, or null when the pointer is outside the accepted range.
 * @example acceptDraggedWidth(850) // null
 */
export function acceptDraggedWidth(pointerOffset: number): number | null {
  if (!Number.isFinite(pointerOffset)) return null;
  const width = Math.round(pointerOffset);
  return width >= SIDEBAR_WIDTH.min && width <= SIDEBAR_WIDTH.max ? width : null;
}

/**
 * A width inside the range; anything unreadable (a corrupt saved scene) is the default.
 * @example clampWidth(1200) // 800
 */
export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH.default;
  return Math.min(SIDEBAR_WIDTH.max, Math.max(SIDEBAR_WIDTH.min, Math.round(width)));
}

/**
 * The width a key on the separator asks for (arrows step, Home and End jump to the ends), or null
 * for a key the separator does not use.
 * @example widthForKey(400, 'ArrowRight', true) // 450
 */
export function widthForKey(width: number, key: string, shift: boolean): number | null {
  const step = shift ? KEYBOARD_STEP * 5 : KEYBOARD_STEP;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampWidth(clampWidth(width) + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampWidth(clampWidth(width) - step);
    case 'Home':
      return SIDEBAR_WIDTH.min;
    case 'End':
      return SIDEBAR_WIDTH.max;
    default:
      return null;
  }
}
