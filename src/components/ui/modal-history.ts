/**
 * @module components/ui/modal-history
 * A modal with its own URL: opening it pushes its path, closing it pushes the page's URL, and the
 * browser's back and forward buttons call back with the path they arrive at. What a path means
 * (which modal it opens, which view it restores) stays with the caller.
 */
import { useEffect, useRef } from 'react';

/** What a modal's history entry remembers: how many modals deep it is, plus whatever the caller adds. */
export interface ModalHistoryState {
  depth?: number;
  [key: string]: unknown;
}

/** Called when back or forward arrives at an entry: its decoded path ('/' or '/some-slug') and its state. */
export type PopToPath = (path: string, state: ModalHistoryState) => void;

/**
 * A modal opened: its path becomes a new history entry.
 * @example pushModalEntry('/t-rex-decal', { listingId: 42, depth: 0 })
 */
export function pushModalEntry(path: string, state: ModalHistoryState): void {
  history.pushState(state, '', path);
}

/**
 * The page was loaded at a modal's own URL: its entry gets the modal's state, the URL stays.
 * @example replaceModalEntry({ listingId: 42, depth: 0 })
 */
export function replaceModalEntry(state: ModalHistoryState): void {
  history.replaceState(state, '');
}

/**
 * The modal closed: the page's URL (with its query) becomes a new history entry.
 * @example pushPageEntry('/?q=dinosaur')
 */
export function pushPageEntry(url: string): void {
  history.pushState({} satisfies ModalHistoryState, '', url);
}

/** Goes back one entry: to the modal opened before this one, or to the page. */
export function popModalEntry(): void {
  history.back();
}

/** The state of a history entry as this module wrote it; anything else reads as no state. */
function readState(state: unknown): ModalHistoryState {
  if (typeof state !== 'object' || state === null) return {};
  const { depth, ...rest } = state as Record<string, unknown>;
  return typeof depth === 'number' ? { ...rest, depth } : rest;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Calls `onPopToPath` each time back or forward arrives at an entry; answers the function that stops listening.
 * @example const stop = listenModalHistory((path, state) => (path === '/' ? close() : open(path.slice(1), state.depth ?? 0)));
 */
export function listenModalHistory(onPopToPath: PopToPath): () => void {
  const onPopState = (event: PopStateEvent) => onPopToPath(decodePath(location.pathname), readState(event.state));
  addEventListener('popstate', onPopState);
  return () => removeEventListener('popstate', onPopState);
}

/**
 * `listenModalHistory` for the life of a component, always calling its latest `onPopToPath`.
 * @example useModalHistory((path, state) => ...)
 */
export function useModalHistory(onPopToPath: PopToPath): void {
  const handler = useRef(onPopToPath);
  handler.current = onPopToPath;
  useEffect(() => listenModalHistory((path, state) => handler.current(path, state)), []);
}
