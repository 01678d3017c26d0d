/**
 * @module components/ui/ConfirmDialog
 * A question with two labelled answers ('Clear Scene' / 'Keep Scene'), in a modal. Escape and a
 * click on the overlay mean cancel, and the focus starts on cancel, the safe choice.
 */
import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import '~/components/ui/ui.css';
import laterStyles from '~/components/ui/ui-later.css?url';
import { useStylesheet } from '~/components/ui/use-stylesheet.ts';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  /** The label of the button that goes ahead, e.g. 'Clear Scene'. */
  confirmLabel: string;
  /** The label of the button that changes nothing, e.g. 'Keep Scene'. */
  cancelLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click on the overlay. */
  onCancel: () => void;
  /** Marks the confirm button as one that destroys something (a red button). */
  destructive?: boolean;
  /** Gives the focus back to the element that had it before, when the dialog closes. Defaults to true. */
  restoreFocus?: boolean;
}

/**
 * A confirmation dialog: render it while the question is open.
 * @example
 * <ConfirmDialog title="Clear the scene?" message="Every sticker is removed." confirmLabel="Clear Scene"
 *   cancelLabel="Keep Scene" destructive onConfirm={clearScene} onCancel={closeConfirm} />
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  restoreFocus = true,
}: ConfirmDialogProps): ReactElement {
  useStylesheet(laterStyles);
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      onClose={onCancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancel}
      restoreFocus={restoreFocus}
      className="ui-confirm"
      overlayClassName="ui-confirm-overlay"
    >
      <h2 id={titleId}>{title}</h2>
      <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>
      <div className="ui-confirm-actions">
        <button type="button" className="button secondary" ref={cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={destructive ? 'button ui-destructive' : 'button'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

export default ConfirmDialog;
