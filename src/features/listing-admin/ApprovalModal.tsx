import { diffWords } from 'diff';
import { useId, useRef, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import type { PushPreview } from '~/contracts/admin-listings.ts';

interface Props {
  preview: PushPreview;
  onApprove: () => Promise<void>;
  onCancel: () => void;
}

const FIELD_NAMES = { title: 'title', description: 'description', colors: 'colors' } as const;

/**
 * 'Etsy Update Approval Required': exactly what the push would change on Etsy, read from Etsy
 * itself, as a word diff (removed words struck through, added ones marked). Cancel or a click on
 * the backdrop closes it; nothing is sent until the owner approves.
 */
export function ApprovalModal({ preview, onApprove, onCancel }: Props) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const parts = diffWords(preview.before, preview.after);
  return (
    <Modal onClose={sending ? () => {} : onCancel} labelledBy={titleId} initialFocus={cancel} className="la-approval">
      <h2 id={titleId}>Etsy Update Approval Required</h2>
      <p>
        Type: <strong data-testid="approval-type">{FIELD_NAMES[preview.field]}</strong>
      </p>
      {preview.unchanged ? (
        <p role="status">Etsy already has exactly this {FIELD_NAMES[preview.field]}: nothing would change.</p>
      ) : (
        <>
          <p>What will change on Etsy:</p>
          <div className="la-diff" data-testid="approval-diff">
            {parts.map((part, i) =>
              part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>,
            )}
          </div>
        </>
      )}
      <div className="admin-actions">
        <button ref={cancel} type="button" className="button secondary" disabled={sending} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          disabled={sending || preview.unchanged}
          onClick={() => {
            setSending(true);
            void onApprove().finally(() => setSending(false));
          }}
        >
          {sending ? 'Updating Etsy…' : 'Approve & Update Etsy'}
        </button>
      </div>
    </Modal>
  );
}
