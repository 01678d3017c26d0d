/**
 * @module components/ui/use-popover
 * A panel opened by a button (the tag filters): open state, closed by a pointer outside its root or
 * by Escape (which gives the focus back to the button).
 */
import { useEffect, useRef, useState } from 'react';

/** The panel's open state, its setter, and the ref of the element a pointer must stay inside. */
export function usePopover<E extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<E>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // The panel's controls go with it: focus returns to the button that opened it, not the page.
      const within = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (within) root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, root };
}
