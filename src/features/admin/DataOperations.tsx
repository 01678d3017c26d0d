import { useEffect, useEffectEvent, useId, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import type { SyncRun, SyncRunBrief, SyncRuns } from '~/contracts/marketplace.ts';
import { listingIdInput } from '~/domain/listing-id-input.ts';
import { nothingDone, outcomeBrief, summaryLines } from '~/domain/sync-summary.ts';
import { cancelSyncRun, failureText, fetchOneListing, fetchSyncRuns, isSignedOut, startSync } from './remote.ts';
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
  cancelledTitle: 'Sync Cancelled',
  busyTitle: 'Sync Under Way',
  cancel: 'Cancel sync',
};

const KIND_LABELS: Record<string, string> = {
  full: 'Fetch all',
  safe_update: 'Safe update',
  transactions: 'Sales',
  scheduled: 'Scheduled',
  single: 'One listing',
};
const OUTCOMES: Record<SyncRunBrief['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  partial: 'Some failed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  stopped: 'Stopped (no word from it)',
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * The run's summary as the results modal's text: why it stopped (a failed run), then the summary's
 * lines (its counts, the fields changed, the first 10 updates then '... and N more', every error
 * and every warning).
 */
export function resultsText(run: SyncRun): string {
  const s = run.summary;
  const stopped = run.error ? [run.error] : [];
  // A run that stopped before it did anything: why is all there is to say.
  if (!s || (stopped.length && nothingDone(s))) return stopped[0] ?? `The run ended ${run.status}.`;
  return [...(stopped.length ? [...stopped, ''] : []), ...summaryLines(s)].join('\n');
}

/** The results modal of a finished run: 'Fetch Failed' when it stopped, else its summary. */
export const runMessage = (run: SyncRun): Message => ({
  title: run.status === 'failed' ? DATA_TEXTS.failedTitle : run.status === 'cancelled' ? DATA_TEXTS.cancelledTitle : DATA_TEXTS.resultsTitle,
  text: resultsText(run),
});

/** Fetch all, fetch one listing by id, safe update: started on the server, followed here until done. */
export function DataOperations({ onMessage, onSignedOut }: { onMessage: (message: Message) => void; onSignedOut: () => void }) {
  const [listingId, setListingId] = useState('');
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [runs, setRuns] = useState<SyncRuns | null>(null);
  const refresh = () => fetchSyncRuns().then(setRuns, (e: unknown) => (isSignedOut(e) ? onSignedOut() : undefined));
  const { run, follow, reset } = useSyncRun({
    onDone: (done) => {
      setBusy(false);
      onMessage(runMessage(done));
      void refresh();
    },
    onSignedOut,
  });

  // A run under way (started before a reload, or in another tab) is followed again, its buttons held.
  const resume = useEffectEvent((found: SyncRuns) => {
    setRuns(found);
    if (found.active && found.active.kind !== 'single') {
      setBusy(true);
      follow(found.active.runId);
    }
  });
  const lost = useEffectEvent((e: unknown) => (isSignedOut(e) ? onSignedOut() : undefined));
  useEffect(() => {
    fetchSyncRuns().then(resume, lost);
  }, []);

  const cancel = async (runId: number) => {
    try {
      setRuns(await cancelSyncRun(runId));
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      onMessage({ title: DATA_TEXTS.failedTitle, text: failureText(error) });
    }
  };

  const start = async (begin: () => Promise<{ runId: number }>) => {
    setBusy(true);
    reset();
    try {
      follow((await begin()).runId);
    } catch (error) {
      setBusy(false);
      if (isSignedOut(error)) return onSignedOut();
      const conflict = error instanceof ApiRequestError && error.status === 409;
      const busyElsewhere = conflict && error.body?.code === 'sync_running';
      onMessage({ title: busyElsewhere ? DATA_TEXTS.busyTitle : conflict ? DATA_TEXTS.noToken : DATA_TEXTS.failedTitle, text: failureText(error) });
      void refresh();
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
      {run?.status === 'running' && (
        <button type="button" className="button secondary" onClick={() => void cancel(run.runId)}>
          {DATA_TEXTS.cancel}
        </button>
      )}
      {runs && runs.recent.length > 0 && (
        <details className="admin-runs">
          <summary>Past runs ({runs.recent.length})</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Run</th>
                <th scope="col">Outcome</th>
                <th scope="col">Ended</th>
              </tr>
            </thead>
            <tbody>
              {runs.recent.map((r) => (
                <tr key={r.runId} data-status={r.status}>
                  <td>{when(r.startedAt)}</td>
                  <td>{KIND_LABELS[r.kind] ?? r.kind}</td>
                  <td>
                    {OUTCOMES[r.status]}
                    {r.outcome && !nothingDone(r.outcome) && <span className="admin-run-result">{outcomeBrief(r.outcome)}</span>}
                  </td>
                  <td>{when(r.finishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
