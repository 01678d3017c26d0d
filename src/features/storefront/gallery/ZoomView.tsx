import { useEffect, useRef, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '~/components/ui/Modal.tsx';

export interface ZoomViewProps {
  label: string;
  onClose: () => void;
  /** The colour preview's checkerboard, when the preview is what is zoomed. */
  previewStyle?: CSSProperties | undefined;
  children: ReactNode;
}

/**
 * A picture large, over the modal: at least twice the screen's width, panned by dragging (a finger scrolls it
 * natively; a mouse drags it here) or by the arrow keys as any scrolled box. Escape, the close
 * button or a click beside it close it, and the focus goes back to the picture that opened it.
 */
export function ZoomView({ label, onClose, previewStyle, children }: ZoomViewProps) {
  const pane = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const close = useRef<HTMLButtonElement>(null);

  // Opens on the middle of the picture, where the slide's centre was.
  useEffect(() => {
    const box = pane.current;
    if (!box) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !pane.current) return;
    drag.current = { x: event.clientX, y: event.clientY, left: pane.current.scrollLeft, top: pane.current.scrollTop };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !pane.current) return;
    pane.current.scrollLeft = start.left - (event.clientX - start.x);
    pane.current.scrollTop = start.top - (event.clientY - start.y);
  };

  // In the body, not in the gallery: the sticky gallery is a stacking context the modal's details would paint over.
  return createPortal(
    <Modal onClose={onClose} label={`Zoomed: ${label}`} initialFocus={close} overlayClassName="zoom-overlay" className="zoom-dialog">
      <button type="button" className="icon-button zoom-close" onClick={onClose} ref={close} aria-label="Close the zoom">
        ×
      </button>
      <div
        ref={pane}
        className="zoom-pane"
        tabIndex={0}
        aria-label="Drag or scroll to look around"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <div className="zoom-content" style={previewStyle}>
          {children}
        </div>
      </div>
    </Modal>,
    document.body,
  );
}
