import { useStore } from '@nanostores/react';
import { showToast } from '~/components/ui/toast.ts';
import { track } from '~/client/analytics.ts';
import { favouritesShareUrl, MAX_FAVOURITES, OWN_FAVOURITES } from '~/domain/favourites.ts';
import { $favourites } from './favourites-list.ts';
import { $catalogue, $view, openShareDialog, showAllStickers } from './store.ts';
import { copyText } from '~/client/clipboard.ts';

export const FAVOURITES_TEXTS = {
  own: 'Your favourites',
  shared: 'Favourites shared with you',
  copied: 'Favourites link copied! Send it to anyone.',
  share: { title: 'Share your favourites', hint: 'Copy the link below and send it.', label: 'Favourites link' },
};

/** What saving a shared list did, in the shopper's words. */
export function savedText(added: number, shared: number): string {
  if (added > 0) return `Added ${added} ${added === 1 ? 'sticker' : 'stickers'} to your favourites.`;
  return shared > 0 ? `Your favourites are full (${MAX_FAVOURITES}).` : 'These are all in your favourites already.';
}

/**
 * Over the grid in a favourites view. The shopper's own: share them as a link. A shared list: save
 * it into the shopper's own favourites (added to them, never replacing them). Both lead back to the
 * whole shop.
 */
export default function FavouritesBar() {
  const view = useStore($view);
  const favourites = useStore($favourites);
  const catalogue = useStore($catalogue);
  if (view.favourites === null) return null;

  if (view.favourites === OWN_FAVOURITES) {
    const share = async () => {
      const url = favouritesShareUrl(location.origin, favourites);
      track({ type: 'sticker_engagement', name: 'share_favourites', data: { count: favourites.length } });
      try {
        await copyText(url);
        showToast(FAVOURITES_TEXTS.copied);
      } catch {
        openShareDialog(url, FAVOURITES_TEXTS.share);
      }
    };
    return (
      <div className="favourites-bar">
        <h2>{FAVOURITES_TEXTS.own}</h2>
        <button type="button" className="pill-button" onClick={() => void share()} disabled={favourites.length === 0}>
          Share favourites
        </button>
        <button type="button" className="link-button" onClick={showAllStickers}>
          Show all stickers
        </button>
      </div>
    );
  }

  // Only the ids the shop knows are saved: the link is anyone's text.
  const shared = new Set(view.favourites);
  const known = catalogue.cards.filter((card) => shared.has(card.id)).map((card) => card.id);
  const save = async () => {
    const actions = await import('./favourites-actions.ts');
    await actions.loadFavourites();
    const own = new Set($favourites.get());
    const added = await actions.saveSharedFavourites(known);
    showToast(savedText(added.length, known.filter((id) => !own.has(id)).length));
  };
  return (
    <div className="favourites-bar">
      <h2>{FAVOURITES_TEXTS.shared}</h2>
      {/* Saved once the whole catalogue is here: until then it cannot tell a retired listing from one not yet loaded. */}
      <button type="button" className="pill-button" onClick={() => void save()} disabled={catalogue.status !== 'ready' || known.length === 0}>
        Save to my favourites
      </button>
      <button type="button" className="link-button" onClick={showAllStickers}>
        Show all stickers
      </button>
    </div>
  );
}
