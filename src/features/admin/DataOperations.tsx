import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { fetchOneListing, fetchSyncRun, isSignedOut, startSync } from './admin-api.ts';
import type { Message } from './MessageDialog.tsx';

/** The progress panel keeps the run's last 50 messages and shows the last 10. */
export const MESSAGES_SHOWN = 10;
const POLL_MS = 1000;

export const DATA_TEXTS = {
  fetchAll: 'Fetch All Data',
  fetchOne: 'Fetch Listing',
  safeUpdate: 'Safe Update from Etsy (RECOMMENDED)',
  sales: 'Fetch Sales',
  noToken: 'No Valid Token',
  failedTitle: 'Fetch Failed',
  resultsTitle: 'Sync Results',
};

/** The run's summary as the results modal's text: totals, the first 10 updates then '... and N more', every error. */
export function resultsText(run: SyncRun): string {
  const s = run.summary;
  if (!s) return run.error ?? `The run ended ${run.status}.`;
  return [
    `Total: ${s.total}  Successful: ${s.successful}  Failed: ${s.failed}`,
    ...(s.updates.length ? ['', 'Updates:', ...s.updates] : []),
    ...(s.errors.length ? ['', 'Errors:', ...s.errors] : []),
    ...(run.error ? ['', `Stopped: ${run.error}`] : []),
  ].join('\n');
}

/** Fetch all, fetch one listing by id, safe update: started on the server, followed here until done. */
export function DataOperations({ onMessage, onSignedOut }: { onMessage: (message: Message) => void; onSignedOut: () => void }) {
  const [listingId, setListingId] = useState('');
  const [run, setRun] = useState<SyncRun | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const follow = (runId: number) => {
    const poll = async () => {
      try {
        const current = await fetchSyncRun(runId);
        setRun(current);
        if (current.status === 'running') timer.current = setTimeout(() => void poll(), POLL_MS);
        else {
          setBusy(false);
          onMessage({ title: DATA_TEXTS.resultsTitle, text: resultsText(current) });
        }
      } catch (error) {
        if (isSignedOut(error)) return onSignedOut();
        timer.current = setTimeout(() => void poll(), POLL_MS * 2);
      }
    };
    void poll();
  };

  const start = async (begin: () => Promise<{ runId: number }>) => {
    setBusy(true);
    setRun(null);
    try {
      follow((await begin()).runId);
    } catch (error) {
      setBusy(false);
      if (isSignedOut(error)) return onSignedOut();
      const body = error instanceof ApiRequestError ? error.body : null;
      const notConnected = error instanceof ApiRequestError && error.status === 409;
      onMessage({ title: notConnected ? DATA_TEXTS.noToken : DATA_TEXTS.failedTitle, text: body?.message ?? (error instanceof Error ? error.message : String(error)) });
    }
  };

  const id = /^\d{1,15}$/.test(listingId.trim()) ? Number(listingId.trim()) : null;
  const shown = run?.messages.slice(-MESSAGES_SHOWN) ?? [];
  const done = run?.messages.filter((m) => m.message.startsWith('Batch ')).length ?? 0;
  const batches = Number(/of (\d+):/.exec(run?.messages.findLast((m) => m.message.startsWith('Batch '))?.message ?? '')?.[1] ?? 0);

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
          Listing ID
          <input inputMode="numeric" value={listingId} onChange={(e) => setListingId(e.target.value)} />
        </label>
        <button type="button" className="button secondary" disabled={busy || id === null} onClick={() => id !== null && void start(() => fetchOneListing(id))}>
          {DATA_TEXTS.fetchOne}
        </button>
      </div>
      {run && (
        <div className="admin-progress" data-status={run.status}>
          <progress max={Math.max(batches, 1)} value={run.status === 'running' ? done : Math.max(batches, 1)} aria-label="Sync progress" />
          <ol aria-label="Recent activity" aria-live="polite">
            {shown.map((m, i) => (
              <li key={`${m.at}-${i}`}>
                <time dateTime={m.at}>{new Date(m.at).toLocaleTimeString()}</time> {m.message}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
