/**
 * @module components/ui/use-popover
 * A panel opened by a button (the tag filters): open state, closed by a pointer outside its root or
 * by Escape.
 */
import { useEffect, useRef, useState } from 'react';

/** The panel's open state, its setter, and the ref of the element a pointer must stay inside. */
export function usePopover<E extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<E>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, root };
}
