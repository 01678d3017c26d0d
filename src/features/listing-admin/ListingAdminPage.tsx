import { useCallback, useEffect, useState } from 'react';
import { EDITOR_TEXTS, type AdminListing, type ManagerRow } from '~/contracts/admin-listings.ts';
import { failureText, isSignedOut } from '~/features/admin/remote.ts';
import type { AdminGateControls } from '~/features/admin/AdminGate.tsx';
import type { Notice } from './editor-actions.ts';
import { ListingEditor } from './ListingEditor.tsx';
import { ListingHeader } from './ListingHeader.tsx';
import { ListingManager } from './ListingManager.tsx';
import { fetchListing, fetchManagerRows, fetchNextWithoutArtwork, saveListing } from './remote.ts';

/** The listing in the address (?listingId=), or null. */
function listingIdOfLocation(): number | null {
  const raw = new URLSearchParams(location.search).get('listingId');
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

const managerRowOf = (listing: AdminListing): Partial<ManagerRow> => ({
  title: listing.title,
  category: listing.category,
  displayOrder: listing.displayOrder,
  publicVisible: listing.publicVisible,
  isSet: listing.isSet,
  svgPath: listing.svgPath,
  hasDimensions: Object.keys(listing.dimensions).length > 0,
});

/** /listing-admin: Find Next and Skip, the Listing Manager, and the editor of the listing in the address. */
export function ListingAdminPage({ signedOut, signOut }: AdminGateControls) {
  const [listingId] = useState(listingIdOfLocation);
  const [listing, setListing] = useState<AdminListing | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rows, setRows] = useState<ManagerRow[] | null>(null);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const [navError, setNavError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Bumped by a restore: the editor starts again from the restored listing. */
  const [generation, setGeneration] = useState(0);

  const failed = useCallback((set: (text: string) => void, error: unknown) => (isSignedOut(error) ? signedOut() : set(failureText(error))), [signedOut]);

  useEffect(() => {
    document.title = `Listing Editor - ${listingId ?? 'none'}`;
    if (listingId !== null) fetchListing(listingId).then(setListing, (e: unknown) => failed(setLoadError, e));
    fetchManagerRows().then(setRows, (e: unknown) => failed(setRowsError, e));
  }, [listingId, failed]);

  const goNext = async (kind: 'next' | 'skip') => {
    setNavError(null);
    if (kind === 'skip' && listingId === null) return setNavError('No current listing to skip');
    try {
      const next = await fetchNextWithoutArtwork(listingId);
      if (!next) return setNavError(EDITOR_TEXTS.allHaveArtwork);
      location.assign(`/listing-admin?listingId=${next.id}`);
    } catch (error) {
      failed((text) => setNavError(`${kind === 'next' ? 'Error finding next listing' : 'Error skipping listing'}: ${text}`), error);
    }
  };

  const saved = (next: AdminListing) => {
    setListing(next);
    setRows((current) => current?.map((r) => (r.id === next.etsyListingId ? { ...r, ...managerRowOf(next) } : r)) ?? null);
  };

  const quickSave = async (id: number, change: { publicVisible?: boolean; displayOrder?: number }) => {
    try {
      const next = await saveListing(id, change);
      setRows((current) => current?.map((r) => (r.id === id ? { ...r, ...managerRowOf(next) } : r)) ?? null);
      if (next.etsyListingId === listing?.etsyListingId) setListing(next);
    } catch (error) {
      failed(setRowsError, error);
      throw error;
    }
  };

  return (
    <div className="la-page">
      <div className="admin-bar">
        <span className="admin-actions">
          <button type="button" className="button" onClick={() => void goNext('next')}>
            Find Next Listing
          </button>
          <button type="button" className="button secondary" onClick={() => void goNext('skip')}>
            Skip
          </button>
        </span>
        <span className="admin-actions">
          <a className="button secondary" href="/admin">
            Admin panel
          </a>
          <button type="button" className="button secondary" onClick={signOut}>
            Sign out
          </button>
        </span>
      </div>
      {navError && (
        <p role="alert" className="admin-error">
          {navError}
        </p>
      )}

      <details className="admin-card la-section">
        <summary>Listing Manager</summary>
        {rowsError && (
          <p role="alert" className="admin-error">
            {rowsError}
          </p>
        )}
        {rows === null ? !rowsError && <p role="status">Loading listings…</p> : <ListingManager rows={rows} currentId={listingId} onQuickSave={quickSave} />}
      </details>

      {listingId === null ? (
        <section className="admin-card">
          <h2>No Listing Selected</h2>
          <p>Pick a listing in the Listing Manager, or Find Next Listing to start with the best seller without Scene Builder artwork.</p>
        </section>
      ) : loadError ? (
        <p role="alert" className="admin-error">
          {loadError}
        </p>
      ) : !listing ? (
        <p role="status">Loading listing {listingId}…</p>
      ) : (
        <>
          <ListingHeader listing={listing} facts={[listing.category, listing.publicVisible ? 'Visible' : 'Hidden', `${listing.total_sales_volume} sold`]} />
          <ListingEditor
            key={`${listing.etsyListingId}:${generation}`}
            listing={listing}
            categories={rows?.map((r) => r.category) ?? []}
            notice={notice}
            setNotice={setNotice}
            onSaved={saved}
            onRestored={(restored) => {
              saved(restored);
              setGeneration((g) => g + 1);
            }}
            onSignedOut={signedOut}
          />
        </>
      )}
    </div>
  );
}
