import '~/features/storefront/storefront.css';
import '~/features/hero-frame/hero-frame.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { HERO_FRAME_TEST_SIZE } from '~/domain/hero-frame-machine.ts';
import { nextBackground } from '~/domain/hero-machine.ts';
import { HERO_BACKGROUNDS } from '~/features/hero/backgrounds.ts';
import { isAdminLocation } from '~/features/storefront/admin-flag.ts';
import { ListingModal } from '~/features/storefront/ListingModal.tsx';
import { FrameMachine } from './FrameMachine.tsx';
import { StickerTile } from './StickerTile.tsx';
import { $openDetails, $testPage, closeStickerDetails, loadTestStickers, openStickerDetails, setSmartLoading, type ShownSticker } from './store.ts';

/**
 * The frame machine's test page: a random hero background behind the machine, a smart-loading
 * checkbox, a way back home, and up to 100 MICRO stickers that open the listing modal at MICRO in
 * the colour they are shown in.
 */
export default function HeroFrameTestPage() {
  const page = useStore($testPage);
  const open = useStore($openDetails);
  // Chosen after hydration: the prebuilt HTML is the same for every visit, the background is not.
  const [background, setBackground] = useState<number | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setBackground(nextBackground(-1, HERO_BACKGROUNDS.length, Math.random));
    setIsAdmin(isAdminLocation(location));
    void loadTestStickers();
  }, []);

  const showDetails = (sticker: ShownSticker) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStickerDetails(sticker);
  };

  // The modal leaves the focus to its opener's page: give it back to what opened it.
  const close = () => {
    closeStickerDetails();
    const target = opener.current;
    requestAnimationFrame(() => target?.isConnected && target.focus({ preventScroll: true }));
  };

  const bg = background === null ? null : HERO_BACKGROUNDS[background];
  const count = page.stickers.length;

  return (
    <div className="hf-page">
      <div className="hf-stage" data-background={bg?.src}>
        {bg && <img className="hf-backdrop" src={bg.src} alt={bg.label} width={1600} height={900} decoding="async" />}
        <div className="hf-toolbar">
          <a className="button hf-home" href="/">
            <span aria-hidden="true">←</span> Back to home
          </a>
          <label className="hf-smart">
            <input type="checkbox" checked={page.smart} onChange={(e) => setSmartLoading(e.currentTarget.checked)} />
            Smart loading
          </label>
        </div>
        <FrameMachine size={HERO_FRAME_TEST_SIZE} onViewDetails={showDetails} />
      </div>

      <section className="hf-list" aria-labelledby="hf-list-title">
        <div className="hf-list-header">
          <h2 id="hf-list-title">{HERO_FRAME_TEST_SIZE} stickers</h2>
          <p className="hf-list-count" role="status">
            {page.status === 'error'
              ? 'Failed to load stickers'
              : page.status === 'loading' && count === 0
                ? 'Loading stickers...'
                : `${count} ${count === 1 ? 'sticker' : 'stickers'}${page.status === 'loading' ? ', loading more...' : ''}`}
          </p>
        </div>
        {page.status === 'error' && (
          <div className="hf-list-error" role="alert">
            <p>{page.error}</p>
            <button type="button" className="pill-button" onClick={() => void loadTestStickers()}>
              Try again
            </button>
          </div>
        )}
        <ul className="hf-grid" data-smart={page.smart}>
          {page.stickers.map((sticker) => (
            <li key={sticker.listing.etsyListingId}>
              <StickerTile sticker={sticker} lazy={!page.smart} onOpen={showDetails} />
            </li>
          ))}
        </ul>
      </section>

      {open && (
        <ListingModal
          key={open.card.id}
          card={open.card}
          known={open.known}
          depth={0}
          isAdmin={isAdmin}
          onClose={close}
          onBack={close}
          onOpenSimilar={() => undefined}
          initialSizeName={open.sizeName}
          initialColorName={open.colorName}
        />
      )}
    </div>
  );
}
