/**
 * @module features/storefront/use-listing-details
 * What the listing modal shows of a listing's fetched details: the details, and whether fetching
 * them failed. A fetch starting changes neither, so it does not render the modal again (on a
 * listing's own page that render was a 15 to 54 ms task during load). When the details arrive, the
 * modal renders them as a transition, in slices the browser can paint between, and an update that
 * comes while the page is still hydrating waits for hydration rather than interrupting it.
 */
import { startTransition, useEffect, useState } from 'react';
import type { FullListing } from '~/contracts/listing.ts';
import { $details } from './store.ts';

export interface ShownDetails {
  data: FullListing | null;
  failed: boolean;
}

function read(id: number): ShownDetails {
  const entry = $details.get()[id];
  return { data: entry?.data ?? null, failed: entry?.status === 'error' };
}

/**
 * The details of listing `id` as the modal shows them.
 * @example const { data, failed } = useListingDetails(card.id);
 */
export function useListingDetails(id: number): ShownDetails {
  const [state, setState] = useState(() => ({ id, shown: read(id) }));
  useEffect(() => {
    const update = () =>
      setState((previous) => {
        const next = read(id);
        const same = previous.id === id && previous.shown.data === next.data && previous.shown.failed === next.failed;
        return same ? previous : { id, shown: next };
      });
    // A change between the render and this effect.
    update();
    return $details.listen(() => startTransition(update));
  }, [id]);
  // Another listing opened in the same modal: its own details from its first render, not the last one's.
  return state.id === id ? state.shown : read(id);
}
