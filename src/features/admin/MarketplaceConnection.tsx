import { useEffect, useState } from 'react';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog.tsx';
import type { ConnectionStatusAnswer } from '~/contracts/marketplace.ts';
import { clearToken, CONNECTED_MESSAGE, fetchConnection, isSignedOut } from './remote.ts';

export const CONNECTION_TEXTS = {
  found: 'Token found',
  none: 'None found',
  reconnect: 'Needs reconnecting: Etsy no longer accepts the token',
  connect: 'Connect to Etsy',
  reconnectButton: 'Reconnect to Etsy',
  clear: 'Clear token',
  confirmTitle: 'Clear the Etsy token?',
  confirm: 'The shop is disconnected: syncs and pushes to Etsy stop until you connect again, which needs the shop owner’s Etsy sign-in.',
  keep: 'Keep token',
};

/** The Etsy connection: its token status (first 20 characters only), connect in a new window, clear. */
export function MarketplaceConnection({ onSignedOut }: { onSignedOut: () => void }) {
  const [status, setStatus] = useState<ConnectionStatusAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = () =>
    fetchConnection().then(
      (s) => {
        setStatus(s);
        setError(null);
      },
      (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(e instanceof Error ? e.message : String(e))),
    );

  useEffect(() => {
    void load();
    // The connect window says when it is done.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && (event.data as { type?: unknown } | null)?.type === CONNECTED_MESSAGE) void load();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  const connect = () => {
    const opened = window.open('/oauth-simple.html', 'etsy-connect', 'popup,width=640,height=760');
    if (!opened) location.assign('/oauth-simple.html');
  };

  const clear = async () => {
    setConfirming(false);
    try {
      setStatus(await clearToken());
    } catch (e) {
      if (isSignedOut(e)) onSignedOut();
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="admin-card" aria-labelledby="marketplace-connection">
      <h2 id="marketplace-connection">Etsy connection</h2>
      {status?.marketplace === 'fake' && <p>Local fake marketplace: nothing here reaches Etsy.</p>}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {status && (
        <p data-testid="token-status" data-state={status.state}>
          {status.state === 'connected' && (
            <>
              {CONNECTION_TEXTS.found}: <code>{status.tokenPreview}</code>… (shop {status.shopId ?? 'unknown'})
            </>
          )}
          {status.state === 'none' && CONNECTION_TEXTS.none}
          {status.state === 'needs_reconnecting' && CONNECTION_TEXTS.reconnect}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="button" onClick={connect}>
          {status?.state === 'none' || !status ? CONNECTION_TEXTS.connect : CONNECTION_TEXTS.reconnectButton}
        </button>
        {status && status.state !== 'none' && (
          <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
            {CONNECTION_TEXTS.clear}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={CONNECTION_TEXTS.confirmTitle}
          message={CONNECTION_TEXTS.confirm}
          confirmLabel={CONNECTION_TEXTS.clear}
          cancelLabel={CONNECTION_TEXTS.keep}
          destructive
          onConfirm={() => void clear()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
