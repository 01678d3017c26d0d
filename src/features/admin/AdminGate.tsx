import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import type { AdminSession } from '~/contracts/admin.ts';
import { LoginForm } from './LoginForm.tsx';
import { fetchSession, signOut } from './remote.ts';

/** What an admin page's tools get from the gate. */
export interface AdminGateControls {
  session: AdminSession;
  /** The server said the session is gone (a 401): back to the sign-in form. */
  signedOut: () => void;
  /** The owner's Sign out. */
  signOut: () => void;
}

/**
 * Every admin page's door: the sign-in form without a session, the page's tools with one. The
 * server refuses admin reads and writes without a session whatever this shows.
 */
export function AdminGate({ name, children }: { name: string; children: (controls: AdminGateControls) => ReactNode }) {
  const [session, setSession] = useState<AdminSession | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    fetchSession()
      .then(
        (s) => setSession(s.authenticated ? s : null),
        () => setSession(null),
      )
      .finally(() => setChecked(true));
  }, []);

  const signedOut = useCallback(() => setSession(null), []);
  const leave = async () => {
    await signOut().catch(() => {});
    signedOut();
  };

  return (
    <ErrorBoundary name={name}>
      {!checked ? (
        <p role="status">Checking your session…</p>
      ) : session ? (
        children({ session, signedOut, signOut: () => void leave() })
      ) : (
        <LoginForm onSignedIn={setSession} />
      )}
    </ErrorBoundary>
  );
}
