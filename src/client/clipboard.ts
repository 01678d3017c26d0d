/**
 * @module client/clipboard
 * Copies text to the clipboard, or says it could not. A browser without the clipboard, one that
 * refuses it, and one that never answers (a busy or unfocused page can leave the promise pending)
 * all reject, so the caller shows its fallback (the link to copy by hand) instead of nothing.
 */

/** How long the clipboard has to answer before the copy counts as failed. */
export const CLIPBOARD_TIMEOUT_MS = 2000;

/**
 * Resolves once the text is on the clipboard; rejects when it is not, or not within the time limit.
 * @example copyText(url).then(() => showToast('Link copied'), () => openShareDialog(url))
 */
export function copyText(text: string, timeoutMs = CLIPBOARD_TIMEOUT_MS): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return Promise.reject(new Error('No clipboard in this browser'));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The clipboard did not answer')), timeoutMs);
    clipboard.writeText(text).then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
