/**
 * @module components/ui/Modal
 * The modal dialog shell every feature renders its dialogs in: an overlay, a labelled dialog that
 * keeps the focus inside it (Tab and Shift+Tab wrap), Escape and a click on the overlay close it,
 * the page behind does not scroll while any modal is open, and the focus goes back where it was.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import '~/components/ui/ui.css';

/** The class on `<body>` while at least one modal is open. */
export const SCROLL_LOCK_CLASS = 'modal-open';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The elements inside `root` that Tab can reach, in document order.
 * @example focusableWithin(dialog)[0]?.focus()
 */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

let scrollLocks = 0;

/**
 * Stops the page behind from scrolling until the returned release is called. Locks are counted:
 * the page scrolls again only when the last holder releases, so a dialog closing over another
 * does not unlock the page early. Releasing twice counts once.
 * @example const release = lockBodyScroll(); ...; release();
 */
export function lockBodyScroll(): () => void {
  scrollLocks += 1;
  document.body.classList.add(SCROLL_LOCK_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.classList.remove(SCROLL_LOCK_CLASS);
  };
}

export interface ModalProps {
  /** Called by Escape and by a click on the overlay (and by whatever close button the content has). */
  onClose: () => void;
  /** The id of the heading that names the dialog; give this or `label`. */
  labelledBy?: string;
  /** The dialog's name when no heading names it. */
  label?: string;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  /** `alertdialog` for a dialog that asks for an answer before anything else. Defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** What gets the focus on open; defaults to the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Gives the focus back to the element that had it before the modal opened, when it closes.
   * Defaults to true; pass false when the caller puts the focus somewhere itself.
   */
  restoreFocus?: boolean;
  /** Classes of the dialog panel, added to `ui-dialog`. */
  className?: string;
  /** Classes of the overlay, added to `ui-overlay`. */
  overlayClassName?: string;
  children?: ReactNode;
}

/**
 * A modal dialog: render it while it is open, and unmount it to close it.
 * @example
 * <Modal onClose={close} labelledBy="share-title" initialFocus={input}>
 *   <h2 id="share-title">Share this design</h2>...
 * </Modal>
 */
export function Modal({
  onClose,
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  initialFocus,
  restoreFocus = true,
  className,
  overlayClassName,
  children,
}: ModalProps): ReactElement {
  const panel = useRef<HTMLDivElement>(null);
  const restore = useRef(restoreFocus);
  useEffect(() => {
    restore.current = restoreFocus;
  }, [restoreFocus]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const release = lockBodyScroll();
    const root = panel.current;
    const target = initialFocus?.current ?? (root ? (focusableWithin(root)[0] ?? root) : null);
    // Without scrolling to it: a listing's own page hydrates its open modal, which the shopper may
    // have scrolled already. Scrolling also needed the page laid out, in hydration's last task.
    target?.focus({ preventScroll: true });
    return () => {
      release();
      if (restore.current && opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog opened over another closes alone.
      event.stopPropagation();
      onClose();
      return;
    }
    const root = panel.current;
    if (event.key !== 'Tab' || !root) return;
    const focusable = focusableWithin(root);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className={overlayClassName ? `ui-overlay ${overlayClassName}` : 'ui-overlay'} onClick={onOverlayClick}>
      <div
        ref={panel}
        className={className ? `ui-dialog ${className}` : 'ui-dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

export default Modal;
