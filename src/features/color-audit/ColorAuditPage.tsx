/**
 * /color-audit (admin.md 2.5, dark theme): the audit's summary with Clear Progress, Import All Data
 * and Run Color Audit, its progress, five cards, the listings whose marketplace colours are not
 * their core colours (by title) each with Update Etsy, the core 21, and what the audit checks. One
 * audit at a time per browser: a second tab finds it running and says so instead of running it
 * twice; a second Import All Data joins the one under way (the server's rule).
 */
import { useEffect, useRef, useState } from 'react';
import { devWarn } from '~/client/dev-log.ts';
import { pushSucceeded, type MarketplacePush, type PushPreview } from '~/contracts/admin-listings.ts';
import type { ColorAuditProgress } from '~/contracts/color-audit.ts';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { COLORS } from '~/domain/colors.ts';
import {
  AUDIT_DELAY_MS,
  auditListing,
  COLOR_AUDIT_TEXTS,
  colorsToPush,
  IMPORT_DELAY_MS,
  importSummary,
  nonCompliantByTitle,
  summariseAudit,
  type ColorAuditRecord,
} from '~/domain/color-audit.ts';
import { MessageDialog, type Message } from '~/features/admin/MessageDialog.tsx';
import { failureText, isSignedOut, startSync } from '~/features/admin/remote.ts';
import { useSyncRun } from '~/features/admin/use-sync-run.ts';
import { ApprovalModal } from '~/features/listing-admin/ApprovalModal.tsx';
import type { Notice } from '~/features/listing-admin/editor-actions.ts';
import { previewPush, pushToEtsy } from '~/features/listing-admin/remote.ts';
import { clearAuditProgress, fetchAuditProgress, fetchColorFacts, saveAuditProgress } from './remote.ts';
import { runAudit, withReaudited } from './run-audit.ts';

const LOCK = 'color-audit';
export const RUNNING_ELSEWHERE = 'The audit is running in another tab of this browser.';

type Run = { state: 'idle' } | { state: 'running'; current: number; total: number } | { state: 'finished'; total: number };

export function ColorAuditPage({ signedOut }: { signedOut: () => void }) {
  const [progress, setProgress] = useState<ColorAuditProgress | null>(null);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [approval, setApproval] = useState<{ record: ColorAuditRecord; push: MarketplacePush; preview: PushPreview } | null>(null);
  const leaving = useRef(new AbortController());
  const sync = useSyncRun({
    onDone: (run) => void imported(run),
    onSignedOut: signedOut,
  });

  useEffect(() => {
    // A failure to read the saved progress is only logged (admin.md 8): the page starts empty.
    fetchAuditProgress().then(setProgress, (e: unknown) => (isSignedOut(e) ? signedOut() : devWarn('color audit progress', failureText(e))));
    const controller = leaving.current;
    return () => controller.abort();
  }, [signedOut]);

  const fail = (e: unknown) => (isSignedOut(e) ? signedOut() : setError(COLOR_AUDIT_TEXTS.auditError(failureText(e))));

  const start = async () => {
    setError(null);
    const audit = async () => {
      setRun({ state: 'running', current: 0, total: 0 });
      const [facts, saved] = await Promise.all([fetchColorFacts(), fetchAuditProgress()]);
      const done = await runAudit({
        facts,
        saved,
        save: saveAuditProgress,
        signal: leaving.current.signal,
        onProgress: (current, total, now) => {
          setRun({ state: 'running', current, total });
          setProgress(now);
        },
      });
      setProgress(done);
      setRun({ state: 'finished', total: done.auditedIds.length });
    };
    try {
      if (!navigator.locks) return await audit();
      await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? audit() : setError(RUNNING_ELSEWHERE)));
    } catch (e) {
      fail(e);
    } finally {
      setRun((r) => (r.state === 'running' ? { state: 'idle' } : r));
    }
  };

  /** Import All Data: the catalogue's listings read again from Etsy (a safe update, followed here until it ends). */
  const importAll = async () => {
    setError(null);
    setImporting(true);
    try {
      sync.reset();
      sync.follow((await startSync('safe_update')).runId);
    } catch (e) {
      setImporting(false);
      if (isSignedOut(e)) return signedOut();
      setError(COLOR_AUDIT_TEXTS.importError(failureText(e)));
    }
  };

  /** The import ended: its counts in an alert, and the audit's old results cleared, since they read the data replaced. */
  const imported = async (run: SyncRun) => {
    setImporting(false);
    if (run.status === 'failed' || !run.summary) return setError(COLOR_AUDIT_TEXTS.importError(run.error ?? `the run ended ${run.status}`));
    try {
      await clearAuditProgress();
      setProgress(null);
      setRun({ state: 'idle' });
    } catch (e) {
      if (isSignedOut(e)) return signedOut();
      devWarn('color audit progress', failureText(e));
    }
    setMessage({ title: 'Import finished', text: importSummary(run.summary) });
  };

  /** Update Etsy: the listing's core colours pushed after the owner approves what Etsy would change. */
  const requestUpdate = async (record: ColorAuditRecord) => {
    setNotice(null);
    const push: MarketplacePush = { field: 'colors', value: colorsToPush(record) };
    try {
      setApproval({ record, push, preview: await previewPush(record.listingId, push) });
    } catch (e) {
      if (isSignedOut(e)) return signedOut();
      setNotice({ kind: 'error', text: `${record.title}: ${failureText(e)}` });
    }
  };

  const approve = async () => {
    if (!approval) return;
    const { record, push } = approval;
    try {
      const listing = await pushToEtsy(record.listingId, push);
      const again = auditListing({
        listingId: record.listingId,
        title: listing.title,
        etsyUrl: listing.etsyUrl ?? '',
        currentColors: listing.colorVariations.map((v) => v.value),
        enabledColors: listing.enabledColors,
      });
      setNotice({ kind: 'success', text: `${record.title}: ${pushSucceeded('colors')}` });
      if (progress) {
        const next = withReaudited(progress, again, new Date());
        setProgress(next);
        await saveAuditProgress(next);
      }
    } catch (e) {
      if (isSignedOut(e)) return signedOut();
      setNotice({ kind: 'error', text: `${record.title}: ${failureText(e)}` });
    } finally {
      setApproval(null);
    }
  };

  const clear = async () => {
    setError(null);
    try {
      await clearAuditProgress();
      setProgress(null);
      setRun({ state: 'idle' });
    } catch (e) {
      fail(e);
    }
  };

  const records = progress?.auditResults ?? [];
  const summary = summariseAudit(records, progress?.auditedIds.length ?? 0);
  const running = run.state === 'running' || importing;
  const shown = nonCompliantByTitle(records);

  return (
    <div className="ca-layout">
      <div className="ca-main">
        <section className="ca-panel ca-summary" aria-labelledby="ca-summary-title">
          <h2 id="ca-summary-title">Audit Summary</h2>
          <div className="admin-actions">
            <button type="button" className="button secondary" disabled={running} onClick={() => void clear()}>
              Clear Progress
            </button>
            <button type="button" className="button secondary" disabled={running} onClick={() => void importAll()}>
              Import All Data
            </button>
            <button type="button" className="button" disabled={running} onClick={() => void start()}>
              Run Color Audit
            </button>
          </div>
          {importing && (
            <div className="ca-progress">
              <progress aria-label="Import progress" />
              <span role="status">{sync.run?.messages.at(-1)?.message ?? 'Importing from Etsy…'}</span>
            </div>
          )}
          {run.state === 'running' && (
            <div className="ca-progress">
              <progress max={Math.max(1, run.total)} value={run.current} aria-label="Audit progress" />
              <span role="status">
                {run.current} / {run.total}
              </span>
            </div>
          )}
          {run.state === 'finished' && <p role="status">Audited {run.total} listings.</p>}
          {error && (
            <p role="alert" className="admin-error">
              {error}
            </p>
          )}
          <dl className="ca-cards">
            <Card label="Total Listings" value={summary.total} />
            <Card label="Compliant" value={summary.compliant} tone="good" />
            <Card label="Non-Compliant" value={summary.nonCompliant} tone="bad" />
            <Card label="Missing Colors" value={summary.missingColors} tone="bad" />
            <Card label="Extra Colors" value={summary.extraColors} tone="bad" />
          </dl>
        </section>

        <section className="ca-panel ca-results" aria-labelledby="ca-results-title">
          <h2 id="ca-results-title">Audit Results</h2>
          <div aria-live="polite">
            {notice && (
              <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'admin-error' : 'ca-ok'}>
                {notice.text}
              </p>
            )}
          </div>
          {shown.length === 0 ? (
            <p>{summary.total === 0 ? 'Run the audit to check every listing’s colours.' : 'Every audited listing offers exactly its core colours.'}</p>
          ) : (
            <ul className="ca-list">
              {shown.map((record) => (
                <Result key={record.listingId} record={record} disabled={running || approval !== null} onUpdate={() => void requestUpdate(record)} />
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="ca-side">
        <aside className="ca-panel" aria-labelledby="ca-colors-title">
          <h2 id="ca-colors-title">Color Management</h2>
          <h3>Available Colors: Core 21</h3>
          <ul className="ca-swatches">
            {COLORS.map((c) => (
              <li key={c.key}>
                <span className="ca-swatch" style={{ background: c.hex }} aria-hidden="true" />
                {c.name}
              </li>
            ))}
          </ul>
        </aside>

        <aside className="ca-panel" aria-labelledby="ca-info-title">
          <h2 id="ca-info-title">Audit Info</h2>
          <p>
            A listing is compliant when the colours it offers on Etsy are exactly the core colours chosen for it in the listing editor (all 21 when none are
            chosen). Colours Etsy offers beyond them are extra; chosen ones Etsy does not offer are missing.
          </p>
          <p>
            The audit reads the shop data last imported, one listing every {AUDIT_DELAY_MS} ms, and saves its progress as it goes: a reload resumes it, and
            Clear Progress starts it afresh.
          </p>
          <p>
            Import All Data reads every listing again from Etsy, 100 at a time with its inventory ({IMPORT_DELAY_MS} ms between calls), then clears the results
            so the next audit reads the new data. Update Etsy sends a listing’s core colours to Etsy once you approve the change.
          </p>
          <p>Last saved: {progress ? new Date(progress.timestamp).toLocaleString() : 'never'}</p>
        </aside>
      </div>
      {approval && <ApprovalModal preview={approval.preview} onApprove={approve} onCancel={() => setApproval(null)} />}
      {message && <MessageDialog message={message} onClose={() => setMessage(null)} />}
    </div>
  );
}

function Card({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'bad' }) {
  return (
    <div className={`ca-card${tone ? ` ${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Result({ record, disabled, onUpdate }: { record: ColorAuditRecord; disabled: boolean; onUpdate: () => void }) {
  return (
    <li className="ca-result" data-listing-id={record.listingId}>
      <h3>{record.title}</h3>
      <p className="ca-meta">
        Listing {record.listingId}
        {' · '}
        <a href={`/listing-admin?listingId=${record.listingId}`}>Open in the listing editor</a>
        {record.etsyUrl && (
          <>
            {' · '}
            <a href={record.etsyUrl} target="_blank" rel="noopener noreferrer">
              View on Etsy
            </a>
          </>
        )}
      </p>
      <dl className="ca-facts">
        <dt>On Etsy</dt>
        <dd>{record.currentColors.join(', ') || 'no colours'}</dd>
        {record.missingCoreColors.length > 0 && (
          <>
            <dt>Missing</dt>
            <dd>{record.missingCoreColors.join(', ')}</dd>
          </>
        )}
        {record.extraColors.length > 0 && (
          <>
            <dt>Extra</dt>
            <dd>{record.extraColors.join(', ')}</dd>
          </>
        )}
      </dl>
      <div className="admin-actions">
        <button type="button" className="button" disabled={disabled} onClick={onUpdate}>
          Update Etsy<span className="visually-hidden"> colours of {record.title}</span>
        </button>
      </div>
    </li>
  );
}
