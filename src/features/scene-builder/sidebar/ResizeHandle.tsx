import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { acceptDraggedWidth, clampWidth, SIDEBAR_WIDTH, widthForKey } from './sidebar-width.ts';

interface Props {
  width: number;
  onResize: (width: number) => void;
  /** Enter on the separator hides the sidebar, as a window splitter does. */
  onCollapse: () => void;
  /** The sidebar's left edge in the viewport: a dragged width is the pointer's distance from it. */
  edge: () => number;
}

/**
 * The sidebar's right edge: a vertical separator dragged with the pointer (accepted only between
 * 300 and 800 px) or moved with the arrow keys, Home and End.
 */
export function ResizeHandle({ width, onResize, onCollapse, edge }: Props) {
  const dragging = useRef<number | null>(null);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    const next = acceptDraggedWidth(event.clientX - edge());
    if (next !== null && next !== width) onResize(next);
  };

  const up = () => (dragging.current = null);

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      return onCollapse();
    }
    const next = widthForKey(width, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    if (next !== width) onResize(next);
  };

  return (
    <div
      className="decal-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the decals sidebar"
      aria-valuenow={clampWidth(width)}
      aria-valuemin={SIDEBAR_WIDTH.min}
      aria-valuemax={SIDEBAR_WIDTH.max}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onLostPointerCapture={up}
      onKeyDown={key}
    />
  );
}
