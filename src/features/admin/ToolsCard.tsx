import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import type { backupStatsSchema } from '~/contracts/backups.ts';
import { failureText, fetchBackupStats, isSignedOut } from './remote.ts';

type BackupStats = z.infer<typeof backupStatsSchema>;

/** The owner's tools (admin.md 2.1's links) and the listing backups: how many, of which kind, and a listing's list. */
export function ToolsCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [stats, setStats] = useState<BackupStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [listingId, setListingId] = useState('');

  useEffect(() => {
    fetchBackupStats().then(setStats, (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(failureText(e))));
  }, [onSignedOut]);

  return (
    <section className="admin-card" aria-labelledby="tools-title">
      <h2 id="tools-title">Tools</h2>
      <ul className="admin-links">
        <li>
          <a href="/listing-admin">Listing editor and manager</a>
        </li>
        <li>
          <a href="/actual-size-test">Actual-size test</a>
        </li>
        <li>
          <a href="/svg-path-auto-association">Artwork auto-association</a>
        </li>
        <li>
          <a href="/color-audit">Color audit</a>
        </li>
      </ul>
      <h3>Listing backups</h3>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : !stats ? (
        <p role="status">Loading backup stats…</p>
      ) : (
        <p data-testid="backup-stats">
          {stats.total} backups of {stats.listings} listings
          {stats.newest && `, the newest ${new Date(stats.newest).toLocaleString()}`}
          {Object.keys(stats.byType).length > 0 &&
            ` (${Object.entries(stats.byType)
              .map(([type, n]) => `${type}: ${n}`)
              .join(', ')})`}
        </p>
      )}
      <form
        className="admin-inline"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^[1-9]\d{0,15}$/.test(listingId)) location.assign(`/listing-admin?listingId=${listingId}#backups`);
        }}
      >
        <label>
          <span>Backups of listing</span>
          <input inputMode="numeric" value={listingId} onChange={(e) => setListingId(e.target.value.replace(/\D/g, '').slice(0, 16))} />
        </label>
        <button type="submit" className="button secondary" disabled={listingId === ''}>
          Open its backups
        </button>
      </form>
    </section>
  );
}
