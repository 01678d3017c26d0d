import { useEffect, useEffectEvent, useState } from 'react';
import type { StoredDataReport } from '~/contracts/debug.ts';
import { failureText, fetchStoredDataProblems, isSignedOut } from './remote.ts';

type Listing = StoredDataReport['listings'][number];

/** What the shop does with the listing, in the owner's words. */
const SHOP_TEXT: Record<Listing['shop'], string> = {
  'left out': 'left out of the shop until fixed',
  shown: 'shown in the shop with this left empty',
  hidden: 'hidden',
};

export const NO_PROBLEMS = 'No stored data problems';

/**
 * The debug screen's 'Stored data problems': each listing whose stored JSON is not JSON or not of
 * its shape, the columns and what is wrong, read when the screen opens and again on request.
 */
export function StoredDataProblems({ onSignedOut }: { onSignedOut: () => void }) {
  const [report, setReport] = useState<StoredDataReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(true);
  const failed = useEffectEvent((e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(failureText(e))));
  const [round, setRound] = useState(0);

  useEffect(() => {
    let open = true;
    setChecking(true);
    fetchStoredDataProblems().then(
      (found) => {
        if (!open) return;
        setReport(found);
        setError(null);
        setChecking(false);
      },
      (e: unknown) => {
        if (!open) return;
        failed(e);
        setChecking(false);
      },
    );
    return () => {
      open = false;
    };
  }, [round]);

  return (
    <section className="admin-card" aria-labelledby="debug-stored-data" aria-busy={checking}>
      <h2 id="debug-stored-data">Stored data problems</h2>
      <div aria-live="polite">
        {error ? (
          <p className="admin-error" role="alert">
            Could not check the stored data: {error}
          </p>
        ) : !report ? (
          <p>Checking every listing’s stored data…</p>
        ) : report.listings.length === 0 ? (
          <p data-testid="stored-data-summary">
            {NO_PROBLEMS} in {report.scanned} {report.scanned === 1 ? 'listing' : 'listings'}.
          </p>
        ) : (
          <>
            <p data-testid="stored-data-summary">
              {report.listings.length} of {report.scanned} listings have stored data that cannot be read:
            </p>
            <ul className="admin-plan" aria-label="Listings with stored data problems">
              {report.listings.map((listing) => (
                <li key={listing.listingId}>
                  <strong>{listing.title}</strong> ({listing.listingId}), {SHOP_TEXT[listing.shop]}:
                  <ul>
                    {listing.problems.map((p) => (
                      <li key={p.column}>
                        {p.column}: {p.problem}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="admin-actions">
        <button type="button" className="button secondary" disabled={checking} onClick={() => setRound((n) => n + 1)}>
          Check again
        </button>
      </div>
    </section>
  );
}
