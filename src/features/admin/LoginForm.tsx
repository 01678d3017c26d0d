import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import type { AdminSession } from '~/contracts/admin.ts';
import { signIn } from './remote.ts';

/** The sign-in form every admin page shows without a session. */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter the admin password');
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(password));
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.body ? failure.body.message : 'Could not sign in: check your connection and try again');
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-login" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Sign in</h2>
      <p>
        The admin tools are for the shop owner. Locally, <code>npm start</code> prints the password.
      </p>
      <label htmlFor="admin-password">Password</label>
      <input
        id="admin-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'admin-login-error' : undefined}
        required
      />
      {error && (
        <p id="admin-login-error" className="admin-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
