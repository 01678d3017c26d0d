import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import { Modal } from '~/components/ui/Modal.tsx';
import { DEBUG_CHECK_TITLES, DEPRECATED_CONFIRMATION, DEPRECATED_TITLE, NO_TOKEN_FOUND, type DebugCheck, type DeprecatedPlan } from '~/contracts/debug.ts';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { failureText, isSignedOut, planDeprecated, processDeprecated, runDebugCheck, startSync } from './remote.ts';
import { DATA_TEXTS, resultsText } from './DataOperations.tsx';
import { MessageDialog, type Message } from './MessageDialog.tsx';
import { StoredDataProblems } from './StoredDataProblems.tsx';
import { SyncProgress } from './SyncProgress.tsx';
import { useSyncRun } from './use-sync-run.ts';

const DEBUG_FUNCTIONS: DebugCheck[] = ['new-api', 'individual', 'token', 'variation-images', 'analyze', 'fetch-store', 'fetch-4', 'stored-data'];
const SAFE_UPDATE_FAILED = 'Safe Update Failed';

/** A debug call the Worker did not answer, in the spec's words for that call. */
function callFailure(check: DebugCheck, error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : null;
  if (check === 'stored-data') return `Failed to get stored data: ${failureText(error)}`;
  if (check === 'database') return `Database call failed: ${status ?? failureText(error)}`;
  return `API call failed: ${failureText(error)}`;
}

const safeUpdateMessage = (run: SyncRun): Message =>
  run.status === 'failed'
    ? { title: SAFE_UPDATE_FAILED, text: `Failed to safely update from Etsy: ${run.error ?? run.status}` }
    : { title: DATA_TEXTS.resultsTitle, text: resultsText(run) };

/** The debug screen (/admin/debug): the recommended safe update, the deprecated path, the checks, and the stored data problems. */
export function DebugScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sync = useSyncRun({
    onDone: (run) => {
      setBusy(null);
      setMessage(safeUpdateMessage(run));
    },
    onSignedOut,
  });

  /** Runs one call with the overlay up; a failure becomes the message `failed` words. */
  const run = async (label: string, work: () => Promise<Message | null>, failed: (error: unknown) => Message) => {
    setBusy(label);
    let keepBusy = false;
    try {
      const answer = await work();
      if (answer) setMessage(answer);
      else keepBusy = true;
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      setMessage(error instanceof ApiRequestError && error.status === 409 ? { title: NO_TOKEN_FOUND, text: failureText(error) } : failed(error));
    } finally {
      if (!keepBusy) setBusy(null);
    }
  };

  const check = (id: DebugCheck) =>
    run(
      DEBUG_CHECK_TITLES[id],
      async () => {
        const result = await runDebugCheck(id);
        return { title: result.title, text: result.lines.join('\n') };
      },
      (error) => ({ title: DEBUG_CHECK_TITLES[id], text: callFailure(id, error) }),
    );

  // Started here, then followed by the overlay until the run ends (null keeps the overlay up).
  const safeUpdate = () =>
    run(
      DATA_TEXTS.safeUpdate,
      async () => {
        sync.reset();
        sync.follow((await startSync('safe_update')).runId);
        return null;
      },
      (error) => ({ title: SAFE_UPDATE_FAILED, text: `Failed to safely update from Etsy: ${failureText(error)}` }),
    );

  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby="debug-sync">
        <h2 id="debug-sync">Etsy data</h2>
        <div className="admin-actions">
          <button type="button" className="button" disabled={busy !== null} onClick={() => void safeUpdate()}>
            {DATA_TEXTS.safeUpdate}
          </button>
          <button type="button" className="button danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            Process Etsy Data (DEPRECATED - MAY CORRUPT DATA)
          </button>
        </div>
      </section>
      <section className="admin-card" aria-labelledby="debug-info">
        <h2 id="debug-info">Debug Information</h2>
        <div className="admin-actions">
          {(['database', 'etsy-data'] as const).map((id) => (
            <button key={id} type="button" className="button secondary" disabled={busy !== null} onClick={() => void check(id)}>
              {DEBUG_CHECK_TITLES[id]}
            </button>
          ))}
        </div>
      </section>
      <StoredDataProblems onSignedOut={onSignedOut} />
      <details className="admin-card">
        <summary>Debug Functions</summary>
        <div className="admin-actions">
          {DEBUG_FUNCTIONS.map((id) => (
            <button key={id} type="button" className="button secondary" disabled={busy !== null} onClick={() => void check(id)}>
              {DEBUG_CHECK_TITLES[id]}
            </button>
          ))}
        </div>
      </details>
      {busy && (
        <div role="status" className="admin-overlay" data-testid="debug-progress">
          <p>{busy}…</p>
          {sync.run ? <SyncProgress run={sync.run} /> : <progress aria-label={`${busy} progress`} />}
        </div>
      )}
      {confirming && (
        <DeprecatedDialog
          onSignedOut={onSignedOut}
          onCancel={() => setConfirming(false)}
          onConfirm={(text) => {
            setConfirming(false);
            void run(
              DEPRECATED_TITLE,
              async () => {
                const result = await processDeprecated(text);
                return { title: result.title, text: result.lines.join('\n') };
              },
              (error) => ({ title: DEPRECATED_TITLE, text: `Failed to process Etsy data: ${failureText(error)}` }),
            );
          }}
        />
      )}
      {message && <MessageDialog message={message} onClose={() => setMessage(null)} />}
    </div>
  );
}

/** 'dimensions: 12 listings' */
const fieldCount = ({ field, listings }: DeprecatedPlan['fields'][number]) => `${field}: ${listings} ${listings === 1 ? 'listing' : 'listings'}`;

/** What the preview worked out, in words: how many listings it would change, and which fields in how many. */
function PlanPreview({ plan }: { plan: DeprecatedPlan }) {
  const unreadable = plan.failed ? `, ${plan.failed} whose stored data cannot be read` : '';
  if (plan.changed === 0)
    return (
      <p data-testid="deprecated-plan">
        It would change nothing: each of the {plan.listings} listings with stored Etsy data already matches it{unreadable}.
      </p>
    );
  return (
    <>
      <p data-testid="deprecated-plan">
        It would change {plan.changed} of {plan.listings} listings ({plan.unchanged} unchanged{unreadable}):
      </p>
      <ul className="admin-plan" aria-label="Fields it would change">
        {plan.fields.map((f) => (
          <li key={f.field}>{fieldCount(f)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The deprecated path works out what it would change first (nothing written), shows it, and goes
 * ahead only once that is known and its confirmation text is typed.
 */
function DeprecatedDialog({ onCancel, onConfirm, onSignedOut }: { onCancel: () => void; onConfirm: (text: string) => void; onSignedOut: () => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [plan, setPlan] = useState<DeprecatedPlan | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const planFailed = useEffectEvent((error: unknown) => (isSignedOut(error) ? onSignedOut() : setPlanError(failureText(error))));
  useEffect(() => {
    let open = true;
    planDeprecated().then(
      (found) => open && setPlan(found),
      (error: unknown) => open && planFailed(error),
    );
    return () => {
      open = false;
    };
  }, []);
  return (
    <Modal onClose={onCancel} role="alertdialog" labelledBy={titleId} initialFocus={input} className="admin-message">
      <h2 id={titleId}>{DEPRECATED_TITLE}</h2>
      <p>
        This uses the deprecated processing method: it rebuilds every listing from its stored Etsy data and may corrupt your local data. A backup of each
        listing it changes is taken first. We recommend “{DATA_TEXTS.safeUpdate}” instead.
      </p>
      <div className="admin-plan-preview" aria-live="polite">
        {plan ? (
          <PlanPreview plan={plan} />
        ) : planError ? (
          <p className="admin-error" role="alert">
            Could not work out what it would change: {planError}
          </p>
        ) : (
          <p>Working out what it would change…</p>
        )}
      </div>
      <p>Do you want to continue? Type “{DEPRECATED_CONFIRMATION}” to go ahead.</p>
      <label>
        Confirmation
        <input ref={input} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" disabled={!plan || text !== DEPRECATED_CONFIRMATION} onClick={() => onConfirm(text)}>
          Process Etsy Data
        </button>
      </div>
    </Modal>
  );
}
