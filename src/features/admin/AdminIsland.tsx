import '~/features/admin/admin.css';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import type { AdminSession } from '~/contracts/admin.ts';
import { AdminPanel } from './AdminPanel.tsx';
import { AdminHome } from './AdminHome.tsx';
import { DebugScreen } from './DebugScreen.tsx';
import { fetchSession, signOut } from './remote.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * Every admin page: the sign-in form without a session, the page's tools with one. The server
 * refuses admin writes without a session whatever this shows.
 */
export default function AdminIsland({ screen = 'panel' }: { screen?: 'panel' | 'debug' | 'home' }) {
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

  const end = () => setSession(null);
  const leave = async () => {
    await signOut().catch(() => {});
    end();
  };

  return (
    <ErrorBoundary name="admin">
      {!checked ? (
        <p role="status">Checking your session…</p>
      ) : session && screen === 'home' ? (
        <AdminHome onSignedOut={end} />
      ) : session && screen === 'debug' ? (
        <DebugScreen onSignedOut={end} />
      ) : session ? (
        <AdminPanel session={session} onSignOut={() => void leave()} onSignedOut={end} />
      ) : (
        <LoginForm onSignedIn={setSession} />
      )}
    </ErrorBoundary>
  );
}
