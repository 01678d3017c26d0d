/**
 * @module components/ui/toast
 * The toast's state: one short message at a time, shown for a few seconds. Components call
 * `showToast`; the `Toast` component reads `$toast`.
 */
import { atom } from 'nanostores';

/** The message on screen, or null when no toast is shown. */
export const $toast = atom<string | null>(null);

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a message for `ms` milliseconds; a new message replaces the one on screen and starts the time again.
 * @example showToast('Etsy link copied!')
 */
export function showToast(message: string, ms = 3000): void {
  clearTimeout(hideTimer);
  $toast.set(message);
  hideTimer = setTimeout(hideToast, ms);
}

/** Takes the toast off the screen now. */
export function hideToast(): void {
  clearTimeout(hideTimer);
  $toast.set(null);
}
