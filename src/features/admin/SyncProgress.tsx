import type { SyncRun } from '~/contracts/marketplace.ts';
import { fieldsLine, nothingDone, outcomeBrief } from '~/domain/sync-summary.ts';

const RUN_ENDED: Record<Exclude<SyncRun['status'], 'running'>, string> = {
  succeeded: 'Done',
  partial: 'Done, with some listings failed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  stopped: 'Stopped: no word from the run',
};

/** The progress panel keeps the run's last 50 messages (on the server) and shows the last 10. */
export const MESSAGES_SHOWN = 10;

/**
 * How far a run is, from its messages: the batches done of those announced ('Batch 3 of 50: ...'),
 * or for sales the transactions read of the shop's ('Sales 401 to 500 of 93723: ...').
 */
export function progressOf(run: SyncRun): { value: number; max: number } {
  const batches = run.messages.filter((m) => m.message.startsWith('Batch '));
  const of = Number(/of (\d+):/.exec(batches.at(-1)?.message ?? '')?.[1] ?? 0);
  if (of > 0) return { value: Math.min(batches.length, of), max: of };
  const sales = /^Sales \d+ to (\d+) of (\d+):/.exec(run.messages.findLast((m) => m.message.startsWith('Sales '))?.message ?? '');
  if (sales) return { value: Math.min(Number(sales[1]), Number(sales[2])), max: Math.max(Number(sales[2]), 1) };
  return { value: 0, max: 1 };
}

/** A run's progress bar, what it did once it ended, and its recent activity, as the panel and the debug screen show them. */
export function SyncProgress({ run }: { run: SyncRun }) {
  const { value, max } = progressOf(run);
  const fields = run.summary && fieldsLine(run.summary.fields);
  return (
    <div className="admin-progress" data-status={run.status}>
      {/* A run that ended short shows how far it came, not a full bar. */}
      <progress max={max} value={run.status === 'succeeded' || run.status === 'partial' ? max : value} aria-label="Sync progress" />
      {run.status !== 'running' && (
        <p className={run.status === 'succeeded' ? 'admin-ok' : 'admin-error'} data-testid="run-outcome">
          {RUN_ENDED[run.status]}
          {run.summary && !nothingDone(run.summary) && `: ${outcomeBrief(run.summary)}`}
        </p>
      )}
      {run.status !== 'running' && fields && <p className="admin-hint">{fields}</p>}
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
