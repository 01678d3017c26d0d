import '~/features/storefront/storefront.css';
import laterStyles from '~/features/storefront/storefront-later.css?url';
import { useStore } from '@nanostores/react';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { groupingAllowed, listingPageTitle, normaliseQuery, normaliseTags, resultsCountText } from '~/domain/catalogue.ts';
import { documentTitle } from '~/site.ts';
import type { CatalogueCard } from '~/contracts/listing.ts';
import type { SeedListing } from '~/features/storefront/seed.ts';
import type { ParallaxScenePlacements } from '~/contracts/parallax-scenes.ts';
import type { Synonym } from '~/domain/synonyms.ts';
import { seedPlacements } from '~/features/home/home-data.ts';
import { ErrorScreen } from '~/components/ui/ErrorScreen.tsx';
import { popModalEntry, pushModalEntry, pushPageEntry, replaceModalEntry, useModalHistory, type ModalHistoryState } from '~/components/ui/modal-history.ts';
import { Toast } from '~/components/ui/Toast.tsx';
import { addStylesheet, useStylesheet } from '~/components/ui/use-stylesheet.ts';
import { isAdminLocation } from '~/features/storefront/admin-flag.ts';
import { devWarn } from '~/client/dev-log.ts';
import { whenIdle } from '~/client/idle.ts';
import { readCacheCheckedBy, writeCache } from '~/client/session-cache.ts';
import { track } from '~/client/track.ts';
import { Controls, TagChips } from '~/features/storefront/Controls.tsx';
import { BackToTop } from '~/features/storefront/BackToTop.tsx';
import { loadFavourites } from '~/features/storefront/favourites.ts';
import type { ListingModalProps } from '~/features/storefront/ListingModal.tsx';
import { StickerGrid } from '~/features/storefront/StickerGrid.tsx';
import {
  $catalogue,
  $favouritesEmptyText,
  $grid,
  $modal,
  $openRequest,
  $share,
  $similarDesigns,
  $view,
  clearOpenRequest,
  closeListing,
  ensureCatalogue,
  prefetchCatalogue,
  loadDetails,
  openListing,
  seedStorefront,
  setView,
  type SavedView,
} from '~/features/storefront/store.ts';
import { DEFAULT_VIEW, queryFromView, viewFromQuery } from '~/domain/storefront-view.ts';

export interface StorefrontProps {
  /** The prebuilt first screen of cards (and the open listing's card on a listing page). */
  initialCards: CatalogueCard[];
  /** The shared catalogue file (content-hashed). */
  catalogueUrl: string;
  totalCount: number;
  /** A listing page opens with its listing's modal. */
  initialListing?: SeedListing | null;
  /** Listings per category in the whole catalogue, for the group headers of the first screen. */
  categoryCounts?: Readonly<Record<string, number>>;
  /** Where parallax scenes show in the grid. */
  placements?: ParallaxScenePlacements;
  /** The page has the hero machine (it shares the scenes' data request). */
  hasHero?: boolean;
  /** The owner's search synonyms, as the page was built. */
  synonyms?: readonly Synonym[];
  /** The listing modal: at once on a listing page (it is open in the prebuilt HTML), loaded when idle on home. */
  ListingModal: ComponentType<ListingModalProps>;
  /**
   * The grid's and controls' styles where the page's own do not hold them (a listing's page, built
   * with its modal alone): added at once, and the grid behind the modal waits until they apply.
   */
  behindStyles?: string;
}

/** An open listing's history entry: which listing, and how many were opened inside the modal before it. */
interface ListingEntry extends ModalHistoryState {
  listingId: number;
  depth: number;
}

/** From this width the grid shows around an open listing (below it, storefront.css hides it). */
const GRID_BESIDE_LISTING = '(min-width: 944px)';

/** The session cache key of the shopper's sort and grouping (a view query without search and tags). */
const VIEW_PREFERENCE = 'storefront-view';

/** Only a favourites view shows it: not among what the grid waits for. */
const FavouritesBar = lazy(() => import('~/features/storefront/FavouritesBar.tsx'));
/** Only a refused clipboard shows it (the dialog brings the Modal with it). */
const ShareDialog = lazy(() => import('~/features/storefront/ShareDialog.tsx'));

export const LOAD_FAILED = {
  title: 'Failed to Load Stickers',
  description: "We couldn't load the stickers. Please check your internet connection and try again.",
};

/** The home page's island: controls, tag chips, counter, grid and the listing modal. */
export default function Storefront({ ListingModal, ...props }: StorefrontProps) {
  useStylesheet(laterStyles);
  // The stores are seeded once, before the first render reads them (the prebuilt HTML is that render).
  useState(() => {
    seedStorefront(
      props.initialCards,
      props.catalogueUrl,
      props.initialListing ? { id: props.initialListing.etsyListingId } : null,
      props.categoryCounts,
      props.synonyms,
    );
    seedPlacements(props.placements ?? { categories: {}, listings: {} }, props.hasHero ?? false);
  });
  const view = useStore($view);
  const modal = useStore($modal);
  const grid = useStore($grid);
  const catalogue = useStore($catalogue);
  const favouritesEmptyText = useStore($favouritesEmptyText);
  const share = useStore($share);
  const [isAdmin, setIsAdmin] = useState(false);
  // A listing's own page is built with its modal only: the controls and grid behind it are hidden
  // on a phone and dimmed wider, and would have cost the page its first round trip. They render
  // once the page is idle, or as soon as the listing closes.
  const [behindReady, setBehindReady] = useState(!props.initialListing);
  const favouritesView = view.favourites !== null;
  const searching = normaliseQuery(view.search) !== null || normaliseTags(view.tags).length > 0;
  // A category jumped to, or the favourites, narrow the grid too (its counter and empty text), but are not a search.
  const filtering = searching || view.category !== null || favouritesView;
  const openCard = modal.openId === null ? null : (catalogue.cards.find((c) => c.id === modal.openId) ?? null);

  useEffect(() => {
    setIsAdmin(isAdminLocation(location));
    // The hearts' state is not among what the grid waits for: read once the page is idle.
    whenIdle(() => void loadFavourites(), 1000);
    if (location.pathname === '/') {
      // A shared view (search, tags, sort) needs the whole catalogue at once; without one, the
      // shopper's own sort and grouping from earlier in the day.
      if (location.search) {
        const shared = viewFromQuery(location.search);
        if (queryFromView(shared)) setView(shared);
      } else {
        void import('~/client/background/index.ts').then(async ({ readInBackground }) => {
          const stored = await readCacheCheckedBy('userPreferences', VIEW_PREFERENCE, (value) => readInBackground('cachedViewPreference', value));
          const preferred = viewFromQuery(stored ?? '');
          // Unless the shopper has already chosen a view of their own.
          if (queryFromView(preferred) && queryFromView($view.get()) === '') setView(preferred);
        });
      }
    } else if (props.initialListing) {
      const id = props.initialListing.etsyListingId;
      // A fresh entry reads as depth 0 already; only one left by an earlier visit (a reload after
      // opening similar designs) is set back. replaceState costs a few ms of the hydration's task.
      if (history.state !== null) replaceModalEntry({ listingId: id, depth: 0 } satisfies ListingEntry);
      // The listing's live prices, in a task of their own rather than among hydration's effects. The
      // page carries only the cards its modal shows. Where the grid shows beside the modal, the rest
      // is read once the page is idle; on a phone (the grid hidden under it) it waits until the
      // shopper needs it (a search, closing the listing), and the file is fetched into the cache
      // meanwhile, so reading it then costs no download.
      setTimeout(() => void loadDetails(id), 0);
      // Drawn before its styles apply, the controls bar behind the modal moved as they came (CLS 0.03).
      const styled = props.behindStyles ? addStylesheet(props.behindStyles) : Promise.resolve();
      whenIdle(() => void styled.then(() => startTransition(() => setBehindReady(true))), 3000, 1000);
      whenIdle(matchMedia(GRID_BESIDE_LISTING).matches ? () => void ensureCatalogue() : prefetchCatalogue, 3000, 1000);
    }
    const loaded = setTimeout(() => document.documentElement.setAttribute('data-loaded', 'true'), 1000);
    return () => clearTimeout(loaded);
  }, []);

  // Back and forward: the home page closes the modal and restores its view; a listing's path opens it.
  useModalHistory((path, state) => {
    const slug = path.slice(1);
    if (!slug) {
      const restored = $modal.get().openId === null ? null : closeListing();
      // Closing has put back the view the listing was opened from, with its rendered cards; a new
      // view would start the grid again from its first cards and cut the page above the saved scroll.
      const arrived = viewFromQuery(location.search);
      if (queryFromView(arrived) !== queryFromView($view.get())) setView(arrived);
      if (restored) restoreAfterClose(restored, opener.current);
      return;
    }
    const card = $catalogue.get().cards.find((c) => c.slug === slug);
    if (card) openListing(card.id, state.depth ?? 0, scrollY, cardTop(card.id));
    else location.reload();
    void ensureCatalogue();
  });

  // The view lives in the query string while no listing is open, so it can be shared and reloaded.
  const viewWritten = useRef(false);
  useEffect(() => {
    if (modal.openId !== null || location.pathname !== '/') return;
    const query = queryFromView(view, { admin: new URLSearchParams(location.search).get('admin') === 'true' });
    if (query !== location.search) history.replaceState(history.state, '', `/${query}`);
    // Sort and grouping are the shopper's preference; a search and tags are this visit's.
    // The page's first view is the one just read (or the default): only the shopper's changes are written.
    if (!viewWritten.current) {
      viewWritten.current = true;
      return;
    }
    const preference = queryFromView({ ...view, search: '', tags: [], reversed: false, category: null, favourites: null });
    // At once, not after a lazy import: a shopper who sorts and then leaves at once keeps the choice.
    writeCache('userPreferences', VIEW_PREFERENCE, preference);
  }, [view, modal.openId]);

  // An open listing names the document, as its own page does.
  useEffect(() => {
    document.title = openCard ? listingPageTitle(openCard.title) : documentTitle('Home');
  }, [openCard?.id]);

  // Searches and tag filters are counted once the shopper pauses.
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => {
      // Read when the shopper has paused: by then the whole catalogue has usually arrived.
      const results = $grid.get().items.length;
      const data = { search: view.search.slice(0, 50), tags: view.tags.join(',').slice(0, 200), results };
      track(
        results === 0
          ? { type: 'search_filter', name: 'zero_results', data: { ...data, similar: $similarDesigns.get().length } }
          : { type: 'search_filter', name: 'filter', data },
      );
    }, 1500);
    return () => clearTimeout(timer);
  }, [view.search, view.tags.join(',')]);

  // Whatever had the focus when a listing opened gets it back when the modal closes.
  const opener = useRef<number | null>(null);

  // The grid and the modal are memoised, so a store only one of them reads (the hearts, a listing's
  // details) re-renders that one: their handlers are the same functions from render to render.
  const open = useCallback((card: CatalogueCard, depth: number) => {
    if (depth === 0) opener.current = card.id;
    openListing(card.id, depth, scrollY, cardTop(card.id));
    pushModalEntry(`/${card.slug}`, { listingId: card.id, depth } satisfies ListingEntry);
    track({ type: 'sticker_engagement', name: 'open_listing', listingId: card.id, title: card.title });
    // The grid behind re-sorts by similarity: bring its top into view.
    document.getElementById('catalogue')?.scrollIntoView({ block: 'start' });
  }, []);
  const openFromGrid = useCallback((card: CatalogueCard) => open(card, 0), [open]);
  const openSimilar = useCallback((card: CatalogueCard) => open(card, $modal.get().depth + 1), [open]);

  const close = useCallback(() => {
    const restored = closeListing();
    pushPageEntry(`/${queryFromView(restored?.view ?? DEFAULT_VIEW)}`);
    restoreAfterClose(restored, opener.current);
  }, []);

  // A listing asked for from outside the grid (the hero's 'view details'): opened once its card is known.
  const openRequest = useStore($openRequest);
  useEffect(() => {
    if (openRequest === null) return;
    const card = catalogue.cards.find((c) => c.id === openRequest);
    if (card) {
      clearOpenRequest();
      open(card, 0);
    } else if (catalogue.status === 'partial') void ensureCatalogue();
    else if (catalogue.status !== 'loading') {
      clearOpenRequest();
      devWarn('Listing not found for ID', openRequest);
    }
  }, [openRequest, catalogue, open]);

  const groupingAvailable = groupingAllowed({ search: view.search, tags: view.tags, modalOpen: modal.openId !== null, favourites: favouritesView });
  // While a listing is open the grid shows every other design by likeness, filters aside: the
  // counter says the whole shop, not the designs minus the open one.
  const shopWide = grid.similarTo !== null || (catalogue.status !== 'ready' && !filtering);
  const shopCount = catalogue.status === 'ready' ? catalogue.cards.length : props.totalCount;

  return (
    <div className={openCard ? 'storefront listing-open' : 'storefront'}>
      {/* First in the document, though it covers the page: a listing's own page paints its modal (the
          page's largest text) as soon as the parser reaches it. */}
      {openCard && (
        <ListingModal
          key={openCard.id}
          card={openCard}
          known={openCard.id === props.initialListing?.etsyListingId ? props.initialListing : null}
          depth={modal.depth}
          isAdmin={isAdmin}
          onClose={close}
          onBack={popModalEntry}
          onOpenSimilar={openSimilar}
        />
      )}
      {(behindReady || !openCard) && (
        <>
          <div className="controls-sticky" onFocusCapture={() => void ensureCatalogue()} onPointerDownCapture={() => void ensureCatalogue()}>
            <Controls groupingAvailable={groupingAvailable} />
          </div>
          <TagChips />
          {!openCard && view.favourites !== null && (
            <Suspense>
              <FavouritesBar />
            </Suspense>
          )}
          <p className="results-count" role="status" aria-live="polite">
            {resultsCountText(shopWide ? shopCount : grid.items.length, {
              search: !shopWide && normaliseQuery(view.search) !== null,
              tags: shopWide ? 0 : normaliseTags(view.tags).length,
            })}
          </p>
          {catalogue.status === 'error' && (
            <div role="alert">
              <ErrorScreen kind="network" size="small" title={LOAD_FAILED.title} message={LOAD_FAILED.description} />
            </div>
          )}
          <div id="catalogue" role="region" aria-label="Sticker catalogue">
            <StickerGrid onOpen={openFromGrid} filtering={filtering} emptyText={favouritesEmptyText} underHero={props.hasHero ?? false} />
          </div>
        </>
      )}
      {!openCard && <BackToTop />}
      {/* An open listing shows its toasts in its own header, where they cover nothing the shopper needs. */}
      {!openCard && <Toast />}
      {share && (
        <Suspense>
          <ShareDialog share={share} />
        </Suspense>
      )}
    </div>
  );
}

/** How many frames a restored card may still be moved back into place, as the cards around it are drawn. */
const RESTORE_FRAMES = 8;

/** A listing's card in the grid (not one of its stickers in a parallax scene there). */
const gridCard = (id: number) => document.querySelector<HTMLElement>(`#catalogue .sticker-card[data-listing-id="${id}"]`);

/**
 * Where a card of the grid is on screen (its top), if it is in the grid. Measured on its shell: a
 * hovered card is lifted 2 px (grid.css), and the mouse is on the card it opens, mid-lift or not.
 */
const cardTop = (id: number): number | null => shellTop(gridCard(id));
const shellTop = (card: HTMLElement | null): number | null => card?.closest('.card-shell')?.getBoundingClientRect().top ?? null;

/**
 * After the grid behind a closed modal has rendered again: the scroll position, and focus on the
 * card that opened it. On a phone, cards off screen have an estimated height until they are first
 * drawn (global.css), and the grid's cards are new elements after the similarity order, so the page above
 * the card may be taller or shorter than when it opened: the card goes back where it was on screen,
 * and again in the next frames, as the cards now near the screen are drawn at their height.
 */
function restoreAfterClose(saved: SavedView | null, cardId: number | null): void {
  requestAnimationFrame(() => {
    const card = cardId === null ? null : gridCard(cardId);
    card?.focus({ preventScroll: true });
    if (!saved) return;
    scrollTo(0, saved.scrollY);
    const savedTop = saved.cardTop;
    if (!card || savedTop === null) return;
    const putBack = (framesLeft: number) => {
      const off = shellTop(card)! - savedTop;
      if (Math.abs(off) >= 0.5) scrollBy(0, off);
      if (framesLeft > 0) requestAnimationFrame(() => putBack(framesLeft - 1));
    };
    putBack(RESTORE_FRAMES);
  });
}
