import { useMemo, type ComponentType } from 'react';
import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import type { ListingModalProps } from './ListingModal.tsx';
import { decodeSeed } from './seed.ts';
import Storefront from './Storefront.tsx';

/** What a page hands its storefront island. */
export interface StorefrontIslandProps {
  /** The page's first cards and listing (seed.ts), as JSON text. */
  seed: string;
  /** The shared catalogue file (content-hashed). */
  catalogueUrl: string;
  totalCount: number;
}

/** The storefront from the page's seed, inside its error boundary (Astro cannot nest the two as islands). */
export function SeededStorefront({
  seed,
  catalogueUrl,
  totalCount,
  ListingModal,
  behindStyles,
}: StorefrontIslandProps & { ListingModal: ComponentType<ListingModalProps>; behindStyles?: string }) {
  const { cards, listing, categoryCounts, placements, hasHero, synonyms } = useMemo(() => decodeSeed(seed), [seed]);
  return (
    <ErrorBoundary name="storefront">
      <Storefront
        initialCards={cards}
        initialListing={listing}
        categoryCounts={categoryCounts}
        placements={placements}
        hasHero={hasHero}
        synonyms={synonyms}
        catalogueUrl={catalogueUrl}
        totalCount={totalCount}
        ListingModal={ListingModal}
        behindStyles={behindStyles}
      />
    </ErrorBoundary>
  );
}
