import { useMemo } from 'react';
import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import { decodeSeed } from './seed.ts';
import Storefront from './Storefront.tsx';

export interface StorefrontIslandProps {
  /** The page's first cards and listing (seed.ts), as JSON text. */
  seed: string;
  /** The shared catalogue file (content-hashed). */
  catalogueUrl: string;
  totalCount: number;
}

/** The storefront as one island, inside its error boundary (Astro cannot nest the two as islands). */
export default function StorefrontIsland({ seed, catalogueUrl, totalCount }: StorefrontIslandProps) {
  const { cards, listing, categoryCounts, placements, hasHero } = useMemo(() => decodeSeed(seed), [seed]);
  return (
    <ErrorBoundary name="storefront">
      <Storefront initialCards={cards} initialListing={listing} categoryCounts={categoryCounts} placements={placements} hasHero={hasHero} catalogueUrl={catalogueUrl} totalCount={totalCount} />
    </ErrorBoundary>
  );
}
