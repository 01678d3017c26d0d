import type { SyncRun } from '~/contracts/marketplace.ts';

/** The progress panel keeps the run's last 50 messages (on the server) and shows the last 10. */
export const MESSAGES_SHOWN = 10;

/** How far a run is: the batches done of those announced ('Batch 3 of 50: ...'). */
function batchesOf(run: SyncRun): { done: number; of: number } {
  const batches = run.messages.filter((m) => m.message.startsWith('Batch '));
  const of = Number(/of (\d+):/.exec(batches.at(-1)?.message ?? '')?.[1] ?? 0);
  return { done: batches.length, of };
}

/** A run's progress bar and its recent activity, as the panel and the debug screen show them. */
export function SyncProgress({ run }: { run: SyncRun }) {
  const { done, of } = batchesOf(run);
  const max = Math.max(of, 1);
  return (
    <div className="admin-progress" data-status={run.status}>
      <progress max={max} value={run.status === 'running' ? Math.min(done, max) : max} aria-label="Sync progress" />
      <ol aria-label="Recent activity" aria-live="polite">
        {run.messages.slice(-MESSAGES_SHOWN).map((m, i) => (
          <li key={`${m.at}-${i}`}>
            <time dateTime={m.at}>{new Date(m.at).toLocaleTimeString()}</time> {m.message}
          </li>
        ))}
      </ol>
    </div>
  );
}
