/**
 * @module storefront/image-queue
 * Card images load when within 200 px of the viewport (priority ones at once), at most six at a
 * time, 10 ms apart; an image not loaded within 10 seconds is marked failed and skipped.
 */
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

export const MAX_CONCURRENT = 6;
export const TIMEOUT_MS = 10_000;
export const PREFETCH_MARGIN = '200px';
const PAUSE_MS = 10;

type Job = { src: string; resolve: (ok: boolean) => void; priority: boolean };

const waiting: Job[] = [];
let active = 0;
const failed = new Set<string>();
const loaded = new Set<string>();

function pump(): void {
  while (active < MAX_CONCURRENT && waiting.length > 0) {
    const job = waiting.shift()!;
    active++;
    void load(job.src).then((ok) => {
      (ok ? loaded : failed).add(job.src);
      job.resolve(ok);
      setTimeout(() => {
        active--;
        pump();
      }, PAUSE_MS);
    });
  }
}

function load(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => finish(false), TIMEOUT_MS);
    function finish(ok: boolean) {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      resolve(ok);
    }
    img.onload = () => finish(true);
    img.onerror = () => finish(false);
    img.crossOrigin = artworkCrossOrigin(src) ?? null;
    img.src = src;
  });
}

/** Queues an image; resolves true once it is in the browser's cache, false when it failed or timed out. */
export function requestImage(src: string, priority = false): Promise<boolean> {
  if (loaded.has(src)) return Promise.resolve(true);
  if (failed.has(src)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const job = { src, resolve, priority };
    if (priority) waiting.unshift(job);
    else waiting.push(job);
    pump();
  });
}

/** True when an image already failed in this visit (it is skipped from then on). */
export function hasFailed(src: string): boolean {
  return failed.has(src);
}
