import { useId, useRef, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { EDITOR_TEXTS } from '~/contracts/admin-listings.ts';
import { buildDescription, DEFAULT_BOILERPLATE, splitDescription, type DescriptionParts, type SizeCard } from '~/domain/listing-editor.ts';
import type { EditorActions } from '../editor-actions.ts';
import { copyText } from '~/client/clipboard.ts';

/** Where the builder starts: the saved parts, else the description read apart, with the shop's boilerplate when it has none. */
function initialParts(listing: EditorActions['listing']): DescriptionParts {
  const read = splitDescription(listing.description, listing.boilerPlateText);
  return {
    unique: listing.uniqueDescription ?? read.unique,
    includeSizes: read.includeSizes,
    boilerplate: listing.boilerPlateText ?? (read.boilerplate || DEFAULT_BOILERPLATE),
  };
}

/** The Description Builder: unique text, the optional TRUEscale Sizes block, the boilerplate; previewed, then saved or pushed. */
export function DescriptionBuilder({ cards, ...actions }: EditorActions & { cards: readonly SizeCard[] }) {
  const { listing, save, requestPush } = actions;
  const [parts, setParts] = useState(() => initialParts(listing));
  const [open, setOpen] = useState<'preview' | 'final' | null>(null);
  const built = buildDescription(parts, cards);
  const change = (patch: Partial<DescriptionParts>) => setParts((p) => ({ ...p, ...patch }));
  return (
    <div className="la-fields">
      <label className="la-wide">
        <span>Unique description</span>
        <textarea rows={5} value={parts.unique} onChange={(e) => change({ unique: e.target.value })} />
      </label>
      <label className="admin-toggle">
        <input type="checkbox" checked={parts.includeSizes} onChange={(e) => change({ includeSizes: e.target.checked })} /> Include Size Data in Description
      </label>
      <label className="la-wide">
        <span>Boilerplate</span>
        <textarea rows={6} value={parts.boilerplate} onChange={(e) => change({ boilerplate: e.target.value })} />
      </label>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={() => setOpen('preview')}>
          Preview Description
        </button>
        <button type="button" className="button" onClick={() => setOpen('final')}>
          Save Description
        </button>
      </div>
      {open === 'preview' && <PreviewModal text={built} onClose={() => setOpen(null)} />}
      {open === 'final' && (
        <FinalModal
          text={built}
          onClose={() => setOpen(null)}
          onSaveLocal={async (text) => {
            const saved = await save(
              { description: text, uniqueDescription: parts.unique, boilerPlateText: parts.boilerplate },
              { ok: EDITOR_TEXTS.descriptionSaved, failed: EDITOR_TEXTS.descriptionFailed },
            );
            if (saved) setOpen(null);
          }}
          onSaveEtsy={async (text) => {
            setOpen(null);
            await requestPush({ field: 'description', value: text });
          }}
        />
      )}
    </div>
  );
}

function PreviewModal({ text, onClose }: { text: string; onClose: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Modal onClose={onClose} labelledBy={titleId} className="la-description-modal">
      <h2 id={titleId}>Description Preview</h2>
      <pre className="la-description-text">{text}</pre>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void copyText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy to Clipboard'}
        </button>
      </div>
    </Modal>
  );
}

function FinalModal({
  text,
  onClose,
  onSaveLocal,
  onSaveEtsy,
}: {
  text: string;
  onClose: () => void;
  onSaveLocal: (text: string) => Promise<void>;
  onSaveEtsy: (text: string) => Promise<void>;
}) {
  const titleId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(text);
  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={area} className="la-description-modal">
      <h2 id={titleId}>Final Description</h2>
      <label>
        <span className="visually-hidden">Final description</span>
        <textarea ref={area} rows={14} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button secondary" onClick={() => void onSaveLocal(value)}>
          Save Local
        </button>
        <button type="button" className="button" onClick={() => void onSaveEtsy(value)}>
          Save to Etsy
        </button>
      </div>
    </Modal>
  );
}
