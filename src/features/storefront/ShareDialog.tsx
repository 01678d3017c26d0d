import { useEffect, useRef } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { closeShareDialog, type ShareRequest } from './store.ts';

/** Where the clipboard is not available: the link to copy by hand. Loaded when first needed. */
export default function ShareDialog({ share }: { share: ShareRequest }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.select();
  }, [share]);
  return (
    <Modal onClose={closeShareDialog} labelledBy="share-title" initialFocus={input} overlayClassName="share-overlay" className="share-dialog">
      <h2 id="share-title">{share.title}</h2>
      <p>{share.hint}</p>
      <label htmlFor="share-url" className="visually-hidden">
        {share.label}
      </label>
      <input id="share-url" ref={input} readOnly value={share.url} onFocus={(e) => e.target.select()} />
      <button type="button" className="button" onClick={closeShareDialog}>
        Done
      </button>
    </Modal>
  );
}
