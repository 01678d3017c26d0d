/**
 * @module hero-frame/store
 * The frame machine's state (its sticker, the iris, the selected piece, a recycle under way) and its
 * test page's (the MICRO stickers listed, smart loading, the listing open in the modal). Components
 * read the atoms and call the named actions; nothing else writes them. One machine per page.
 */
import { atom } from 'nanostores';
import type { ListingSummary, ShownCard } from '~/contracts/listing.ts';
import {
  HERO_FRAME_RECYCLE_MS,
  HERO_FRAME_TEST_LIMIT,
  HERO_FRAME_TEST_SIZE,
  HERO_FRAME_TEST_PAGE_SIZE,
  HERO_FRAME_TEST_SMART_LIMIT,
  irisTarget,
  pickStickerTint,
  rememberShown,
  selectPiece,
  testPageStickers,
  type FramePiece,
  type IrisState,
  type StickerTint,
} from '~/domain/hero-frame-machine.ts';
import type { SizeName } from '~/domain/sizes.ts';
import { loadDetails } from '~/features/storefront/store.ts';
import { cardFromSummary } from './card.ts';
import { fetchArtworkPage, fetchRandomSticker } from './remote.ts';

/** A listing as the machine or the test page shows it: at a size, tinted with a colour. */
export interface ShownSticker {
  listing: ListingSummary;
  size: SizeName;
  tint: StickerTint;
}

export interface FrameState {
  sticker: ShownSticker | null;
  iris: IrisState;
  /** From the recycle click until the iris starts to reopen; the machine takes no other order meanwhile. */
  recycling: boolean;
  selected: FramePiece | null;
  /** A problem worth telling the visitor (no sticker found, a failed request). */
  message: string | null;
  /** Listings shown lately, oldest first: a recycle leaves them out. */
  recent: number[];
}

export const NO_STICKER_MESSAGE = 'No sticker with artwork found.';
export const RECYCLE_FAILED_MESSAGE = "Couldn't fetch a new sticker. Try again.";

const FRAME_START: FrameState = { sticker: null, iris: 'closed', recycling: false, selected: null, message: null, recent: [] };
export const $frame = atom<FrameState>(FRAME_START);

/** The size the machine asks the API for. */
let frameSize: SizeName = HERO_FRAME_TEST_SIZE;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const update = (patch: Partial<FrameState>) => $frame.set({ ...$frame.get(), ...patch });

function show(listing: ListingSummary): void {
  const sticker: ShownSticker = { listing, size: frameSize, tint: pickStickerTint(listing, Math.random) };
  update({ sticker, recent: rememberShown($frame.get().recent, listing.etsyListingId) });
}

/** Loads the machine's first sticker and opens the iris on it. */
export async function startFrame(size: SizeName = HERO_FRAME_TEST_SIZE): Promise<void> {
  frameSize = size;
  $frame.set(FRAME_START);
  try {
    const listing = await fetchRandomSticker(frameSize, []);
    if (!listing) return update({ message: NO_STICKER_MESSAGE });
    show(listing);
    openIris();
  } catch {
    update({ message: RECYCLE_FAILED_MESSAGE });
  }
}

/** Starts opening the iris (the machine animates it, then calls settleIris). */
export function openIris(): void {
  const { iris, recycling } = $frame.get();
  if (recycling || irisTarget(iris) === 'open') return;
  update({ iris: 'opening' });
}

/** Starts closing the iris. */
export function closeIris(): void {
  const { iris, recycling } = $frame.get();
  if (recycling || irisTarget(iris) === 'closed') return;
  update({ iris: 'closing' });
}

/** The animation has reached where the iris was going; a newer order in the meantime wins. */
export function settleIris(reached: 'open' | 'closed'): void {
  const { iris } = $frame.get();
  if (iris !== reached && irisTarget(iris) === reached) update({ iris: reached });
}

/**
 * The recycle button: the iris closes, HERO_FRAME_RECYCLE_MS.fetchAfter later a new random sticker
 * is fetched (never one shown lately), and reopenAfter after its answer the iris opens on it. When
 * no new one comes, the iris reopens on the old sticker with a message.
 */
export async function recycleSticker(): Promise<void> {
  const state = $frame.get();
  if (state.recycling) return;
  update({ recycling: true, message: null, iris: irisTarget(state.iris) === 'closed' ? state.iris : 'closing' });
  await wait(HERO_FRAME_RECYCLE_MS.fetchAfter);
  // A starved tab can run the closing animation late: the iris is shut before the sticker changes, whatever the frames did.
  if ($frame.get().iris !== 'closed') update({ iris: 'closed' });
  try {
    const { recent, sticker } = $frame.get();
    let listing = await fetchRandomSticker(frameSize, recent);
    // Every design was shown lately: start a new round, leaving out only the one on screen.
    if (!listing && recent.length > 1 && sticker) listing = await fetchRandomSticker(frameSize, [sticker.listing.etsyListingId]);
    if (listing) show(listing);
    else update({ message: NO_STICKER_MESSAGE });
  } catch {
    update({ message: RECYCLE_FAILED_MESSAGE });
  }
  await wait(HERO_FRAME_RECYCLE_MS.reopenAfter);
  update({ recycling: false });
  openIris();
}

/** A click on a frame piece: selects it, or unselects it when it was selected. */
export function clickFramePiece(piece: FramePiece): void {
  update({ selected: selectPiece($frame.get().selected, piece) });
}

// The test page.

export interface TestPageState {
  status: 'loading' | 'ready' | 'error';
  stickers: ShownSticker[];
  /** One request for the whole list (checked), or pages of 25 with lazily loaded artwork. */
  smart: boolean;
  error: string | null;
}

export const $testPage = atom<TestPageState>({ status: 'loading', stickers: [], smart: true, error: null });

/** Each load gets a number; the answers of a load overtaken by a newer one are dropped. */
let loadNumber = 0;

const shownAt =
  (size: SizeName) =>
  (listing: ListingSummary): ShownSticker => ({ listing, size, tint: pickStickerTint(listing, Math.random) });

/**
 * Loads up to HERO_FRAME_TEST_LIMIT MICRO stickers with artwork, never the excluded ids. Smart
 * loading asks for them in one request; without it they come in pages of 25, each shown as it
 * arrives, so the first ones appear before the rest are asked for (their artwork loads lazily).
 */
export async function loadTestStickers(smart: boolean = $testPage.get().smart): Promise<void> {
  const current = ++loadNumber;
  $testPage.set({ status: 'loading', stickers: [], smart, error: null });
  const size = HERO_FRAME_TEST_SIZE;
  try {
    if (smart) {
      const { data } = await fetchArtworkPage(size, 1, HERO_FRAME_TEST_SMART_LIMIT);
      if (current !== loadNumber) return;
      $testPage.set({ status: 'ready', stickers: testPageStickers(data).map(shownAt(size)), smart, error: null });
      return;
    }
    let listings: ListingSummary[] = [];
    for (let page = 1; ; page++) {
      const { data, hasNext } = await fetchArtworkPage(size, page, HERO_FRAME_TEST_PAGE_SIZE);
      if (current !== loadNumber) return;
      listings = testPageStickers([...listings, ...data]);
      const stickers = [...$testPage.get().stickers, ...listings.slice($testPage.get().stickers.length).map(shownAt(size))];
      const done = !hasNext || listings.length >= HERO_FRAME_TEST_LIMIT;
      $testPage.set({ status: done ? 'ready' : 'loading', stickers, smart, error: null });
      if (done) return;
    }
  } catch (error) {
    if (current !== loadNumber) return;
    $testPage.set({ ...$testPage.get(), status: 'error', error: error instanceof Error ? error.message : String(error) });
  }
}

/** The smart-loading checkbox: reloads the list the chosen way. */
export function setSmartLoading(smart: boolean): void {
  void loadTestStickers(smart);
}

/** The listing shown in the detail modal, with the size and colour it opens on. */
export interface OpenDetails {
  card: ShownCard;
  known: ListingSummary;
  sizeName: string;
  colorName: string;
}

export const $openDetails = atom<OpenDetails | null>(null);

/**
 * Opens the detail modal on a sticker, at its size and colour, and fetches the listing in full
 * (GET /api/unified-stickers/{id}: inventory and prices); the summary shows until it arrives.
 */
export function openStickerDetails(sticker: ShownSticker): void {
  $openDetails.set({ card: cardFromSummary(sticker.listing), known: sticker.listing, sizeName: sticker.size, colorName: sticker.tint.name });
  void loadDetails(sticker.listing.etsyListingId);
}

export function closeStickerDetails(): void {
  $openDetails.set(null);
}
