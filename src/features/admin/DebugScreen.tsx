import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import { Modal } from '~/components/ui/Modal.tsx';
import { DEPRECATED_CONFIRMATION, type DebugCheck } from '~/contracts/debug.ts';
import { isSignedOut, processDeprecated, runDebugCheck, startSync, fetchSyncRun } from './admin-api.ts';
import { resultsText } from './DataOperations.tsx';
import { MessageDialog, type Message } from './MessageDialog.tsx';

const DEBUG_FUNCTIONS: [DebugCheck, string][] = [
  ['new-api', 'Test New Etsy API Functions'],
  ['individual', 'Test Individual Functions'],
  ['token', 'Test Token'],
  ['variation-images', 'Test Variation Images API'],
  ['analyze', 'Analyze Images & Sizes (Database)'],
  ['fetch-store', 'Test Fetch & Store'],
  ['fetch-4', 'Fetch 4 Shop Listings'],
  ['stored-data', 'Test Retrieve Stored Data'],
];

/** The debug screen (/admin/debug): the recommended safe update, the deprecated path, and the checks. */
export function DebugScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (label: string, work: () => Promise<Message>) => {
    setBusy(label);
    try {
      setMessage(await work());
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      const text = error instanceof ApiRequestError && error.body ? error.body.message : error instanceof Error ? error.message : String(error);
      setMessage({ title: error instanceof ApiRequestError && error.status === 409 ? 'No Token Found' : label, text });
    } finally {
      setBusy(null);
    }
  };

  const check = (id: DebugCheck, label: string) =>
    run(label, async () => {
      const result = await runDebugCheck(id);
      return { title: result.title, text: result.lines.join('\n') };
    });

  const safeUpdate = () =>
    run('Safe Update Failed', async () => {
      const { runId } = await startSync('safe_update');
      for (;;) {
        await new Promise((r) => setTimeout(r, 1000));
        const current = await fetchSyncRun(runId);
        if (current.status !== 'running') return { title: current.status === 'failed' ? 'Safe Update Failed' : 'Sync Results', text: current.status === 'failed' ? `Failed to safely update from Etsy: ${current.error}` : resultsText(current) };
      }
    });

  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby="debug-sync">
        <h2 id="debug-sync">Etsy data</h2>
        <div className="admin-actions">
          <button type="button" className="button" disabled={busy !== null} onClick={() => void safeUpdate()}>
            Safe Update from Etsy (RECOMMENDED)
          </button>
          <button type="button" className="button danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            Process Etsy Data (DEPRECATED - MAY CORRUPT DATA)
          </button>
        </div>
      </section>
      <section className="admin-card" aria-labelledby="debug-info">
        <h2 id="debug-info">Debug Information</h2>
        <div className="admin-actions">
          <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void check('database', 'Test Database Connection')}>
            Test Database Connection
          </button>
          <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void check('etsy-data', 'Test Etsy Data')}>
            Test Etsy Data
          </button>
        </div>
      </section>
      <details className="admin-card">
        <summary>Debug Functions</summary>
        <div className="admin-actions">
          {DEBUG_FUNCTIONS.map(([id, label]) => (
            <button key={id} type="button" className="button secondary" disabled={busy !== null} onClick={() => void check(id, label)}>
              {label}
            </button>
          ))}
        </div>
      </details>
      {busy && (
        <p role="status" className="admin-busy">
          {busy}…
        </p>
      )}
      {confirming && (
        <DeprecatedDialog
          onCancel={() => setConfirming(false)}
          onConfirm={(text) => {
            setConfirming(false);
            void run('Process Etsy Data', async () => {
              const result = await processDeprecated(text);
              return { title: result.title, text: result.lines.join('\n') };
            });
          }}
        />
      )}
      {message && <MessageDialog message={message} onClose={() => setMessage(null)} />}
    </div>
  );
}

/** The deprecated path asks for its confirmation text, typed. */
function DeprecatedDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (text: string) => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  return (
    <Modal onClose={onCancel} role="alertdialog" labelledBy={titleId} initialFocus={input} className="admin-message">
      <h2 id={titleId}>Process Etsy Data (DEPRECATED)</h2>
      <p>This rebuilds every listing from its stored Etsy data and overwrites your dimensions, sizes and variations. A backup of each listing is taken first. Type “{DEPRECATED_CONFIRMATION}” to go ahead.</p>
      <label>
        Confirmation
        <input ref={input} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" disabled={text !== DEPRECATED_CONFIRMATION} onClick={() => onConfirm(text)}>
          Process Etsy Data
        </button>
      </div>
    </Modal>
  );
}
