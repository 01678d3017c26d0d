import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog.tsx';
import type { BackupListItem } from '~/contracts/backups.ts';
import { failureText } from '~/features/admin/remote.ts';
import type { EditorActions } from '../editor-actions.ts';
import { fetchBackups, fetchListing, restoreBackup } from '../remote.ts';

/** The owner's words for the listing's columns a restore would change. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  category: 'category',
  svgPath: 'Scene Builder file',
  svgPaths: 'set designs',
  svgTitles: 'set design titles',
  isSet: 'set',
  setQuantity: 'set quantity',
  dimensions: 'dimensions',
  sizes: 'sizes',
  enabledColors: 'colours',
  publicVisible: 'visibility',
  displayOrder: 'display order',
  uniqueDescription: 'unique description',
  boilerPlateText: 'boilerplate',
  inventoryData: 'Etsy inventory',
  listingData: 'Etsy listing data',
};

/** Backup types in words. */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  pre_local_save: 'Before a local save',
  pre_etsy_push: 'Before a push to Etsy',
  pre_etsy_update: 'Before a sync from Etsy',
  pre_deprecated_process: 'Before the deprecated processing',
  pre_restore: 'Before a restore',
  manual: 'Taken by hand',
};

const describeChanges = (changes: readonly string[]) =>
  changes.length === 0 ? 'Same as now' : [...new Set(changes.map((c) => FIELD_LABELS[c] ?? c))].join(', ');

/** The listing's backups, newest first: when, why, what a restore would change now, and Restore behind a confirmation. */
export function BackupsSection({
  listing,
  notify,
  onRestored,
}: Pick<EditorActions, 'listing' | 'notify'> & { onRestored: (listing: EditorActions['listing']) => void }) {
  const id = listing.etsyListingId;
  const [items, setItems] = useState<BackupListItem[] | null>(null);
  const [asking, setAsking] = useState<BackupListItem | null>(null);

  const load = useCallback(() => {
    fetchBackups(id).then(setItems, (e: unknown) => notify({ kind: 'error', text: failureText(e) }));
  }, [id, notify]);
  // Every save and push takes a backup: the list follows the listing.
  useEffect(load, [load, listing.updated_at]);

  const restore = async (backup: BackupListItem) => {
    setAsking(null);
    try {
      await restoreBackup(backup.backup_id);
      onRestored(await fetchListing(id));
      notify({ kind: 'success', text: `Restored the listing as it was on ${new Date(backup.timestamp).toLocaleString()}.` });
    } catch (error) {
      notify({ kind: 'error', text: `Restore operation failed: ${failureText(error)}` });
    }
  };

  if (items === null) return <p role="status">Loading backups…</p>;
  if (items.length === 0) return <p>No backup found for listing {id}. One is taken before every save, push and sync.</p>;
  return (
    <div className="la-backups">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Taken</th>
            <th scope="col">Why</th>
            <th scope="col">A restore would change</th>
            <th scope="col">
              <span className="visually-hidden">Restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((backup) => (
            <tr key={backup.backup_id} data-backup-id={backup.backup_id}>
              <td>
                <time dateTime={backup.timestamp}>{new Date(backup.timestamp).toLocaleString()}</time>
              </td>
              <td>{TYPE_LABELS[backup.backup_type] ?? backup.backup_type}</td>
              <td>{describeChanges(backup.changes)}</td>
              <td>
                <button type="button" className="button secondary" disabled={backup.changes.length === 0} onClick={() => setAsking(backup)}>
                  Restore<span className="visually-hidden"> the backup of {new Date(backup.timestamp).toLocaleString()}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {asking && (
        <ConfirmDialog
          title="Restore this backup?"
          message={`The listing's ${describeChanges(asking.changes)} go back to how they were on ${new Date(asking.timestamp).toLocaleString()}. The listing as it is now is backed up first, so this can be undone.`}
          confirmLabel="Restore"
          cancelLabel="Cancel"
          onConfirm={() => void restore(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
