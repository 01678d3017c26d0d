/**
 * The parallax panels' writes (the scene panel's and each /parallax instance's): each says what it
 * did, or why it did not; signed out, that the owner must sign in first.
 */
import { useCallback, useState } from 'react';
import { failureText, isSignedOut, SIGN_IN_FIRST } from '~/features/admin/remote.ts';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export type Attempt = (action: () => Promise<unknown>, ok: string, failed?: string) => Promise<boolean>;

export function useAttempt(): { notice: Notice; setNotice: (notice: Notice) => void; attempt: Attempt } {
  const [notice, setNotice] = useState<Notice>(null);
  const attempt = useCallback<Attempt>(async (action, ok, failed = '') => {
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'ok', text: ok });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: isSignedOut(error) ? SIGN_IN_FIRST : [failed, failureText(error)].filter(Boolean).join(' ') });
      return false;
    }
  }, []);
  return { notice, setNotice, attempt };
}
