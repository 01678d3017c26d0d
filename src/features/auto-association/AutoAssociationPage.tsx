/**
 * /svg-path-auto-association (admin.md 2.4, 4): the best-selling listings without artwork, one at a
 * time, each with the artwork files its title suggests. The owner approves a suggestion, edits the
 * path, or skips the listing, and goes on to the next; Previous goes back. The counts and the last
 * listing live on the server, the skip list in this browser, what Previous goes back through in
 * this tab. The sections (artwork path, set, sizes) are the listing editor's own.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import { SCROLL_LOCK_CLASS } from '~/components/ui/Modal.tsx';
import type { AdminListing, ArtworkCandidate, ListingUpdate } from '~/contracts/admin-listings.ts';
import { NO_AUTO_ASSOCIATION_PROGRESS, type AutoAssociationProgress } from '~/contracts/auto-association.ts';
import { indexArtwork, suggestArtwork, type ArtworkSuggestion, type IndexedArtwork } from '~/domain/artwork-suggestions.ts';
import {
  AUTO_ASSOCIATION_TEXTS as T,
  countDecision,
  HISTORY_KEY,
  nextToProcess,
  parseIdList,
  parseSkipList,
  serializeSkipList,
  SKIP_LIST_KEY,
  totalOfRun,
  withDecided,
  type Decision,
} from '~/domain/auto-association.ts';
import type { SizeCard } from '~/domain/listing-editor.ts';
import { failureText, isSignedOut } from '~/features/admin/remote.ts';
import type { EditorActions, Notice } from '~/features/listing-admin/editor-actions.ts';
import { fetchListing, fetchSiteFiles, saveListing } from '~/features/listing-admin/remote.ts';
import { ListingHeader } from '~/features/listing-admin/ListingHeader.tsx';
import { ArtworkSection } from '~/features/listing-admin/sections/ArtworkSection.tsx';
import { SetManagement } from '~/features/listing-admin/sections/SetManagement.tsx';
import { SizeCards, sizeCardsOf } from '~/features/listing-admin/sections/SizeCards.tsx';
import { fetchCandidates, fetchProgress, saveProgress } from './remote.ts';
import { SHORTCUT_KEYS, shortcutOf } from './shortcuts.ts';
import { Suggestions } from './Suggestions.tsx';

/** What the page shows: a listing to decide, or why there is none (the spec's alert, with Try Again). */
type View =
  | { kind: 'loading' }
  | { kind: 'alert'; text: string }
  | {
      kind: 'listing';
      listing: AdminListing;
      suggestions: ArtworkSuggestion[];
      /** Whether it had a path when shown: a Save Path before Approve still counts it as completed. */
      hadPath: boolean;
    };

const readStored = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};
const writeStored = (storage: Storage, key: string, value: string) => {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or refused: the list lives on in the page until it is closed.
  }
};

/** A save that the server answered with a refusal, or one that never reached it, in the spec's two wordings. */
const saveFailure = (failed: string, errored: (message: string) => string, error: unknown) =>
  error instanceof ApiRequestError && error.status !== null ? `${failed}: ${failureText(error)}` : errored(failureText(error));

export function AutoAssociationPage({ signedOut }: { signedOut: () => void }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [candidates, setCandidates] = useState<ArtworkCandidate[]>([]);
  const [progress, setProgress] = useState<AutoAssociationProgress>(NO_AUTO_ASSOCIATION_PROGRESS);
  const [skipList, setSkipList] = useState<Set<number>>(() => new Set());
  const [history, setHistory] = useState<number[]>([]);
  /** Where in the history the shown listing is (Previous went back to it), or null for a new one. */
  const [cursor, setCursor] = useState<number | null>(null);
  const [path, setPath] = useState('');
  const [picked, setPicked] = useState(0);
  const [cards, setCards] = useState<SizeCard[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: () => void } | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set at once, where `busy` waits for a render: a key held down decides one listing, not several. */
  const deciding = useRef(false);
  const files = useRef<IndexedArtwork[] | null>(null);

  const failed = useCallback(
    (error: unknown, text: string): boolean => {
      if (isSignedOut(error)) {
        signedOut();
        return true;
      }
      setView({ kind: 'alert', text });
      return false;
    },
    [signedOut],
  );

  /** Shows one listing with its suggestions; the path field starts at its path, else the best suggestion. */
  const show = useCallback(
    async (id: number, at: number | null) => {
      setView({ kind: 'loading' });
      setNotice(null);
      setFailure(null);
      let listing: AdminListing;
      try {
        listing = await fetchListing(id);
      } catch (error) {
        failed(error, error instanceof ApiRequestError && error.status === 404 ? T.loadFailed(id) : T.loadError(failureText(error)));
        return;
      }
      const suggestions = suggestArtwork({ id, title: listing.title }, files.current ?? []);
      const own = listing.svgPath ? suggestions.findIndex((s) => s.path === listing.svgPath) : -1;
      setPicked(Math.max(0, own));
      setPath(listing.svgPath || suggestions[0]?.path || '');
      setCards(sizeCardsOf(listing));
      setCursor(at);
      setView({ kind: 'listing', listing, suggestions, hadPath: Boolean(listing.svgPath) });
    },
    [failed],
  );

  const showNext = useCallback(
    (list: readonly ArtworkCandidate[], skipped: ReadonlySet<number>, lastId: number | null) => {
      const next = nextToProcess(list, skipped, lastId);
      if ('message' in next) {
        setCursor(null);
        return setView({ kind: 'alert', text: next.message });
      }
      void show(next.listing.id, null);
    },
    [show],
  );

  /** Reads the candidates, the progress and the files, then shows the next listing. */
  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    setFailure(null);
    try {
      const [list, saved, siteFiles] = await Promise.all([fetchCandidates(), fetchProgress(), files.current ? Promise.resolve(null) : fetchSiteFiles()]);
      if (siteFiles) files.current = indexArtwork(siteFiles.map((f) => f.path).filter((p) => /\.svg$/i.test(p)));
      const skipped = parseSkipList(readStored(localStorage, SKIP_LIST_KEY));
      const stored = parseIdList(readStored(sessionStorage, HISTORY_KEY));
      const last = saved.last_processed_listing_id;
      setCandidates(list);
      setSkipList(skipped);
      setHistory(stored.length > 0 ? stored : last !== null ? [last] : []);
      const counts = saved.auto_association_progress;
      setProgress({ ...saved, auto_association_progress: { ...counts, total_listings: totalOfRun(list.length, counts.completed) } });
      showNext(list, skipped, last);
    } catch (error) {
      failed(error, T.loadError(failureText(error)));
    }
  }, [failed, showNext]);

  useEffect(() => {
    void load();
  }, [load]);

  const current = view.kind === 'listing' ? view : null;

  /** Approve (the picked suggestion), Edit (the path as typed) or Skip; then the counts are saved and the next listing shown. */
  const decide = async (decision: Decision) => {
    if (!current || deciding.current) return;
    const { listing, suggestions, hadPath } = current;
    const id = listing.etsyListingId;
    const value = decision === 'approved' ? suggestions[picked]?.path : path.trim();
    if (decision !== 'skipped' && !value) return setNotice({ kind: 'error', text: T.enterPath });
    deciding.current = true;
    setBusy(true);
    setFailure(null);
    try {
      if (decision !== 'skipped') {
        try {
          await saveListing(id, { svgPath: value! });
        } catch (error) {
          if (isSignedOut(error)) return signedOut();
          return setFailure({ text: saveFailure(T.saveFailed, T.saveError, error), retry: () => void decide(decision) });
        }
      }
      const wasSkipped = skipList.has(id);
      const skipped = new Set(skipList);
      if (decision === 'skipped' ? !hadPath : wasSkipped) {
        if (decision === 'skipped') skipped.add(id);
        else skipped.delete(id);
        writeStored(localStorage, SKIP_LIST_KEY, serializeSkipList(skipped));
      }
      const list = decision === 'skipped' ? candidates : candidates.filter((c) => c.id !== id);
      const counts = countDecision(progress.auto_association_progress, { wasSkipped, hadPath }, decision, new Date());
      const next: AutoAssociationProgress = {
        last_processed_listing_id: id,
        auto_association_progress: { ...counts, total_listings: totalOfRun(list.length, counts.completed) },
      };
      const decided = withDecided(history, id);
      writeStored(sessionStorage, HISTORY_KEY, JSON.stringify(decided));
      setSkipList(skipped);
      setCandidates(list);
      setHistory(decided);
      setProgress(next);
      try {
        await saveProgress(next);
      } catch (error) {
        if (isSignedOut(error)) return signedOut();
        // The decision stands (the path is saved, the skip kept); the next save writes the counts whole.
        setFailure({
          text: `Progress not saved: ${failureText(error)}`,
          retry: () =>
            void saveProgress(next).then(
              () => setFailure(null),
              () => {},
            ),
        });
      }
      showNext(list, skipped, id);
    } finally {
      deciding.current = false;
      setBusy(false);
    }
  };

  const previousAt = cursor === null ? history.length - 1 : cursor - 1;
  const canGoBack = previousAt >= 0 && !busy;
  const previous = () => {
    if (canGoBack) void show(history[previousAt]!, previousAt);
  };

  const clearSkipList = () => {
    writeStored(localStorage, SKIP_LIST_KEY, serializeSkipList(new Set()));
    void load();
  };

  const pick = (index: number) => {
    const suggestion = current?.suggestions[index];
    if (!suggestion) return;
    setPicked(index);
    setPath(suggestion.path);
  };

  // The keys work wherever the focus is, except in a text field or a dialog.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const shortcut = shortcutOf(event, document.body.classList.contains(SCROLL_LOCK_CLASS));
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut.action === 'pick') pick(shortcut.index);
    else if (shortcut.action === 'previous') previous();
    else void decide(shortcut.action === 'approve' ? 'approved' : shortcut.action === 'edit' ? 'edited' : 'skipped');
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const actions = useMemo(() => {
    if (!current) return null;
    const id = current.listing.etsyListingId;
    const save: EditorActions['save'] = async (update: ListingUpdate, texts) => {
      setNotice(null);
      try {
        const saved = await saveListing(id, update);
        setView((v) => (v.kind === 'listing' && v.listing.etsyListingId === id ? { ...v, listing: saved } : v));
        setNotice({ kind: 'success', text: texts.ok });
        return true;
      } catch (error) {
        if (isSignedOut(error)) {
          signedOut();
          return false;
        }
        // This page's own words for its path and sizes (admin.md 8, auto-association).
        const text =
          'svgPath' in update
            ? saveFailure(T.saveFailed, T.saveError, error)
            : 'sizes' in update
              ? saveFailure(T.sizesFailed, T.sizesError, error)
              : `${texts.failed} ${failureText(error)}`;
        setNotice({ kind: 'error', text });
        return false;
      }
    };
    return { listing: current.listing, save, notify: setNotice };
  }, [current, signedOut]);

  const counts = progress.auto_association_progress;
  const done = counts.completed + counts.skipped;

  return (
    <div className="aa-page-body">
      <section className="admin-card aa-progress" aria-labelledby="aa-progress-title">
        <h2 id="aa-progress-title">Progress</h2>
        <progress max={Math.max(1, counts.total_listings)} value={Math.min(done, counts.total_listings)} aria-labelledby="aa-progress-title" />
        <p>
          <strong>{counts.completed}</strong> completed · <strong>{counts.skipped}</strong> skipped · {Math.max(0, counts.total_listings - done)} left of{' '}
          {counts.total_listings} without artwork
        </p>
      </section>

      {view.kind === 'loading' && <p role="status">Loading the next listing…</p>}

      {view.kind === 'alert' && (
        <div role="alert" className="admin-error aa-alert">
          <p>{view.text}</p>
          <span className="admin-actions">
            <button type="button" className="button" onClick={() => void load()}>
              Try Again
            </button>
            {skipList.size > 0 && (
              <button type="button" className="button secondary" onClick={clearSkipList}>
                Bring back the {skipList.size} skipped
              </button>
            )}
          </span>
        </div>
      )}

      {current && actions && (
        <div className="aa-work">
          <section className="admin-card aa-listing" aria-labelledby="aa-listing-title">
            <ListingHeader
              listing={current.listing}
              headingId="aa-listing-title"
              facts={[`${current.listing.total_sales_volume} sold`, cursor !== null && 'decided before']}
            >
              {' · '}
              <a href={`/listing-admin?listingId=${current.listing.etsyListingId}`} target="_blank" rel="noopener">
                Open in the listing editor
              </a>
            </ListingHeader>
            <Suggestions suggestions={current.suggestions} picked={picked} onPick={pick} />
          </section>

          <div className="aa-sections" key={current.listing.etsyListingId}>
            <div className="la-notice" aria-live="polite">
              {notice && (
                <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'admin-error' : 'la-success'}>
                  {notice.text}
                </p>
              )}
            </div>
            <details className="admin-card la-section" open>
              <summary>Scene Builder File</summary>
              <ArtworkSection {...actions} path={path} onPathChange={setPath} />
            </details>
            <details className="admin-card la-section">
              <summary>Set Management</summary>
              <SetManagement {...actions} />
            </details>
            <details className="admin-card la-section" open>
              <summary>TRUEscale Sizes</summary>
              <SizeCards {...actions} cards={cards} onChange={setCards} />
            </details>
          </div>
        </div>
      )}

      <div className="aa-actions" role="group" aria-label="Actions">
        {failure && (
          <div role="alert" className="admin-error aa-alert">
            <p>{failure.text}</p>
            <button type="button" className="button secondary" onClick={failure.retry}>
              Try Again
            </button>
          </div>
        )}
        <span className="admin-actions">
          <button type="button" className="button secondary" disabled={!canGoBack} aria-keyshortcuts={SHORTCUT_KEYS.previous} onClick={previous}>
            Previous <kbd>{SHORTCUT_KEYS.previous}</kbd>
          </button>
          <button
            type="button"
            className="button"
            disabled={!current || busy || current.suggestions.length === 0}
            aria-keyshortcuts={SHORTCUT_KEYS.approve}
            onClick={() => void decide('approved')}
          >
            Approve &amp; Next <kbd>{SHORTCUT_KEYS.approve}</kbd>
          </button>
          <button type="button" className="button" disabled={!current || busy} aria-keyshortcuts={SHORTCUT_KEYS.edit} onClick={() => void decide('edited')}>
            Edit &amp; Next <kbd>{SHORTCUT_KEYS.edit}</kbd>
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={!current || busy}
            aria-keyshortcuts={SHORTCUT_KEYS.skip}
            onClick={() => void decide('skipped')}
          >
            Skip for Now <kbd>{SHORTCUT_KEYS.skip}</kbd>
          </button>
        </span>
        <p className="aa-keys">
          Keys outside a text field: <kbd>A</kbd> approves the picked suggestion, <kbd>E</kbd> saves the path as typed, <kbd>S</kbd> skips, <kbd>P</kbd> goes
          back, <kbd>1</kbd>–<kbd>3</kbd> pick a suggestion.
        </p>
      </div>
    </div>
  );
}
