import '~/features/parallax/parallax.css';
import './grid.css';
import { lazy, Suspense, useEffect } from 'react';
import { $heroSettled } from '~/features/home/home-data.ts';
import type { ListingModalProps } from './ListingModal.tsx';
import { SeededStorefront, type StorefrontIslandProps } from './SeededStorefront.tsx';
import { LISTING_OPENING } from './texts.ts';

/**
 * The home page's storefront. No listing is open when it loads, so the modal's code is not among
 * what the grid waits for. It is fetched once the hero machine has settled (its background is the
 * page's largest paint: nothing should compete with it), at the shopper's first press or key, or
 * after a while at the latest; a card clicked before that fetches it there and then.
 */
const loadListingModal = () => import('./ListingModal.tsx').then((m) => ({ default: m.ListingModal }));
const LazyListingModal = lazy(loadListingModal);

function DeferredListingModal(props: ListingModalProps) {
  return (
    <Suspense
      fallback={
        <div className="ui-overlay listing-opening" role="status">
          {LISTING_OPENING}
        </div>
      }
    >
      <LazyListingModal {...props} />
    </Suspense>
  );
}

const PRELOAD_LATEST_MS = 8000;
const INTENT = ['pointerdown', 'keydown'] as const;

export default function StorefrontIsland(props: StorefrontIslandProps) {
  useEffect(() => {
    let started = false;
    const preload = () => {
      if (started) return;
      started = true;
      void loadListingModal();
    };
    const timer = setTimeout(preload, PRELOAD_LATEST_MS);
    for (const type of INTENT) addEventListener(type, preload, { capture: true, passive: true });
    const unlisten = $heroSettled.subscribe((settled) => settled && preload());
    return () => {
      clearTimeout(timer);
      unlisten();
      for (const type of INTENT) removeEventListener(type, preload, { capture: true });
    };
  }, []);
  return <SeededStorefront {...props} ListingModal={DeferredListingModal} />;
}
