import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import { HERO_SAME_IDS, type HeroSettingsUpdate } from '~/contracts/admin.ts';
import { fetchHeroSettings, isSignedOut, saveHeroSettings } from './remote.ts';
import { LISTING_ID_HINT, listingIdInput } from '~/domain/listing-id-input.ts';
import type { Message } from './MessageDialog.tsx';

export const HERO_TEXTS = {
  missingTitle: 'Missing IDs',
  missing: 'Please enter both listing IDs',
  updatedTitle: 'Hero Scene Updated',
  updated: 'The home page hero now shows these two stickers.',
  clearedTitle: 'Settings Cleared',
  cleared: 'The home page hero now shows random stickers.',
  failedTitle: 'Save Failed',
  notNumbers: LISTING_ID_HINT,
  same: HERO_SAME_IDS,
};

/** The id typed or pasted (an Etsy listing address too), or null. */
const asId = (text: string) => {
  const typed = listingIdInput(text);
  return typed && 'id' in typed ? typed.id : null;
};

/** The hero's two stickers: both listing ids, or Clear & Use Random. */
export function HeroSettingsForm({ onMessage, onSignedOut }: { onMessage: (message: Message) => void; onSignedOut: () => void }) {
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('');
  const [busy, setBusy] = useState(false);

  // The stored ids fill only what the owner has not typed into meanwhile (the form shows at once).
  const typed = useRef({ left: false, right: false });
  useEffect(() => {
    fetchHeroSettings().then(
      (settings) => {
        if (!typed.current.left) setLeft(settings.leftListingId?.toString() ?? '');
        if (!typed.current.right) setRight(settings.rightListingId?.toString() ?? '');
      },
      () => {},
    );
  }, []);
  const edit = (field: 'left' | 'right', value: string) => {
    typed.current[field] = true;
    (field === 'left' ? setLeft : setRight)(value);
  };

  const save = async (update: HeroSettingsUpdate, done: Message) => {
    setBusy(true);
    try {
      await saveHeroSettings(update);
      onMessage(done);
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      const body = error instanceof ApiRequestError ? error.body : null;
      const detail = body?.fields ? Object.values(body.fields).join('\n') : (body?.message ?? (error instanceof Error ? error.message : String(error)));
      onMessage({ title: HERO_TEXTS.failedTitle, text: detail });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const leftListingId = asId(left);
    const rightListingId = asId(right);
    if (!left.trim() || !right.trim()) return onMessage({ title: HERO_TEXTS.missingTitle, text: HERO_TEXTS.missing });
    if (leftListingId === null || rightListingId === null) return onMessage({ title: HERO_TEXTS.failedTitle, text: HERO_TEXTS.notNumbers });
    if (leftListingId === rightListingId) return onMessage({ title: HERO_TEXTS.failedTitle, text: HERO_TEXTS.same });
    void save({ leftListingId, rightListingId }, { title: HERO_TEXTS.updatedTitle, text: HERO_TEXTS.updated });
  };

  const clear = () => {
    edit('left', '');
    edit('right', '');
    void save({ leftListingId: null, rightListingId: null }, { title: HERO_TEXTS.clearedTitle, text: HERO_TEXTS.cleared });
  };

  return (
    <form className="admin-card" aria-labelledby="hero-settings" onSubmit={submit} noValidate>
      <h2 id="hero-settings">Hero scene</h2>
      <p>The two stickers beside the logo in the home page's sticker machine. Empty: random stickers.</p>
      <div className="admin-fields">
        <label>
          Left listing ID
          <input value={left} onChange={(e) => edit('left', e.target.value)} name="leftListingId" placeholder="ID or Etsy address" />
        </label>
        <label>
          Right listing ID
          <input value={right} onChange={(e) => edit('right', e.target.value)} name="rightListingId" placeholder="ID or Etsy address" />
        </label>
      </div>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          Save Settings
        </button>
        <button type="button" className="button secondary" onClick={clear} disabled={busy}>
          Clear &amp; Use Random
        </button>
      </div>
    </form>
  );
}
