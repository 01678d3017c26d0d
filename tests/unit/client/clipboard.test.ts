// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_TIMEOUT_MS, copyText } from '~/client/clipboard.ts';

const setClipboard = (clipboard: Partial<Clipboard> | undefined) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
});

describe('copyText', () => {
  it('resolves once the clipboard has the text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await expect(copyText('https://example.test/s')).resolves.toBeUndefined();
    expect(writeText).toHaveBeenCalledWith('https://example.test/s');
  });

  it('rejects when the browser has no clipboard', async () => {
    setClipboard(undefined);
    await expect(copyText('x')).rejects.toThrow('No clipboard');
  });

  it('rejects when the clipboard refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('Document is not focused.')) });
    await expect(copyText('x')).rejects.toThrow('not focused');
  });

  it('rejects when the clipboard never answers, after the time limit and not before', async () => {
    vi.useFakeTimers();
    setClipboard({ writeText: () => new Promise<void>(() => undefined) });
    const outcome = vi.fn();
    copyText('x').then(
      () => outcome('copied'),
      (error: Error) => outcome(error.message),
    );
    await vi.advanceTimersByTimeAsync(CLIPBOARD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('The clipboard did not answer');
  });
});
