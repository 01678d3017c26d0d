import '~/features/admin/admin.css';
import { AdminGate } from './AdminGate.tsx';
import { AdminHome } from './AdminHome.tsx';
import { AdminPanel } from './AdminPanel.tsx';
import { DebugScreen } from './DebugScreen.tsx';

/** The admin panel, the admin home and the debug screen, behind the sign-in. */
export default function AdminIsland({ screen = 'panel' }: { screen?: 'panel' | 'debug' | 'home' }) {
  return (
    <AdminGate name="admin">
      {({ session, signedOut, signOut }) =>
        screen === 'home' ? (
          <AdminHome onSignedOut={signedOut} />
        ) : screen === 'debug' ? (
          <DebugScreen onSignedOut={signedOut} />
        ) : (
          <AdminPanel session={session} onSignOut={signOut} onSignedOut={signedOut} />
        )
      }
    </AdminGate>
  );
}
