import { useId, useRef } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';

export interface Message {
  title: string;
  text: string;
}

/** The panel's text modal: a title, a message (multi-line) and OK. */
export function MessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal onClose={onClose} labelledBy={titleId} describedBy={textId} initialFocus={ok} className="admin-message">
      <h2 id={titleId}>{message.title}</h2>
      <p id={textId} className="admin-message-text">
        {message.text}
      </p>
      <button ref={ok} type="button" className="button" onClick={onClose}>
        OK
      </button>
    </Modal>
  );
}
