import { useId, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { listingIdInput } from '~/domain/listing-id-input.ts';
import { failureText, fetchOneListing, isSignedOut, startSync } from './remote.ts';
import type { Message } from './MessageDialog.tsx';
import { SyncProgress } from './SyncProgress.tsx';
import { useSyncRun } from './use-sync-run.ts';

export const DATA_TEXTS = {
  fetchAll: 'Fetch All Data',
  fetchOne: 'Fetch Listing',
  safeUpdate: 'Safe Update from Etsy (RECOMMENDED)',
  sales: 'Fetch Sales',
  noToken: 'No Valid Token',
  failedTitle: 'Fetch Failed',
  resultsTitle: 'Sync Results',
};

/**
 * The run's summary as the results modal's text: why it stopped (a failed run), the totals, the
 * first 10 updates then '... and N more', every error and every warning.
 */
export function resultsText(run: SyncRun): string {
  const s = run.summary;
  const stopped = run.error ? [run.error] : [];
  // A run that stopped before it did anything: why is all there is to say.
  if (!s || (stopped.length && s.total === 0)) return stopped[0] ?? `The run ended ${run.status}.`;
  const section = (title: string, lines: readonly string[]) => (lines.length ? ['', title, ...lines] : []);
  return [
    ...(stopped.length ? [...stopped, ''] : []),
    `Total: ${s.total}  Successful: ${s.successful}  Failed: ${s.failed}${s.skipped ? `  Not on Etsy: ${s.skipped}` : ''}`,
    ...section('Updates:', s.updates),
    ...section('Errors:', s.errors),
    ...section('Warnings:', s.warnings),
  ].join('\n');
}

/** The results modal of a finished run: 'Fetch Failed' when it stopped, else its summary. */
export const runMessage = (run: SyncRun): Message => ({
  title: run.status === 'failed' ? DATA_TEXTS.failedTitle : DATA_TEXTS.resultsTitle,
  text: resultsText(run),
});

/** Fetch all, fetch one listing by id, safe update: started on the server, followed here until done. */
export function DataOperations({ onMessage, onSignedOut }: { onMessage: (message: Message) => void; onSignedOut: () => void }) {
  const [listingId, setListingId] = useState('');
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const { run, follow, reset } = useSyncRun({
    onDone: (done) => {
      setBusy(false);
      onMessage(runMessage(done));
    },
    onSignedOut,
  });

  const start = async (begin: () => Promise<{ runId: number }>) => {
    setBusy(true);
    reset();
    try {
      follow((await begin()).runId);
    } catch (error) {
      setBusy(false);
      if (isSignedOut(error)) return onSignedOut();
      const notConnected = error instanceof ApiRequestError && error.status === 409;
      onMessage({ title: notConnected ? DATA_TEXTS.noToken : DATA_TEXTS.failedTitle, text: failureText(error) });
    }
  };

  const typed = listingIdInput(listingId);
  const id = typed && 'id' in typed ? typed.id : null;

  return (
    <section className="admin-card admin-wide" aria-labelledby="data-operations">
      <h2 id="data-operations">Etsy data</h2>
      <p>Pull listings, images, inventory and sales from Etsy. Your artwork, dimensions, visibility and sets are never overwritten.</p>
      <div className="admin-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void start(() => startSync('safe_update'))}>
          {DATA_TEXTS.safeUpdate}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void start(() => startSync('full'))}>
          {DATA_TEXTS.fetchAll}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void start(() => startSync('transactions'))}>
          {DATA_TEXTS.sales}
        </button>
      </div>
      <div className="admin-inline">
        <label>
          Listing ID or Etsy address
          <input value={listingId} onChange={(e) => setListingId(e.target.value)} aria-describedby={hintId} aria-invalid={typed !== null && 'error' in typed} />
        </label>
        <button type="button" className="button secondary" disabled={busy || id === null} onClick={() => id !== null && void start(() => fetchOneListing(id))}>
          {DATA_TEXTS.fetchOne}
        </button>
      </div>
      <p id={hintId} className={typed && 'error' in typed ? 'admin-error' : 'admin-hint'} role={typed && 'error' in typed ? 'alert' : undefined}>
        {typed && 'error' in typed ? typed.error : id !== null ? `Listing ${id}` : 'Paste a listing’s Etsy address, or type its ID.'}
      </p>
      {run && <SyncProgress run={run} />}
    </section>
  );
}
