import { useEffect, useState } from 'react';
import type { ShopSettings } from '~/contracts/shop-settings.ts';
import { failureText, fetchShopSettings, isSignedOut, saveShopSettings } from './remote.ts';

export const SHOP_SETTINGS_TEXTS = {
  title: 'Shop settings',
  salesCount: 'Show sales count on listings',
  salesHint:
    'A listing’s page shows how many it sold, beside its rating. Off: the count is not shown. Listing pages show a change at once once opened, and in their prebuilt HTML once the site is published again.',
  saved: (on: boolean) => (on ? 'Sales counts are shown on listings.' : 'Sales counts are hidden.'),
};

/** The owner's settings of what the shop shows: each saved as it is changed. */
export function ShopSettingsCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    fetchShopSettings().then(setSettings, (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(failureText(e))));
  }, [onSignedOut]);

  const save = async (next: ShopSettings) => {
    const before = settings;
    // The box shows the owner's choice at once; a refused save puts it back.
    setSettings(next);
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const saved = await saveShopSettings(next);
      setSettings(saved);
      setDone(SHOP_SETTINGS_TEXTS.saved(saved.showSalesCount));
    } catch (e) {
      setSettings(before);
      if (isSignedOut(e)) onSignedOut();
      else setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="shop-settings">
      <h2 id="shop-settings">{SHOP_SETTINGS_TEXTS.title}</h2>
      <label className="admin-toggle">
        <input
          type="checkbox"
          checked={settings?.showSalesCount ?? false}
          disabled={busy || !settings}
          onChange={(e) => void save({ ...settings!, showSalesCount: e.target.checked })}
        />
        {SHOP_SETTINGS_TEXTS.salesCount}
      </label>
      <p className="admin-hint">{SHOP_SETTINGS_TEXTS.salesHint}</p>
      {error && (
        <p className="admin-error admin-message-text" role="alert">
          {error}
        </p>
      )}
      {done && <p role="status">{done}</p>}
    </section>
  );
}
