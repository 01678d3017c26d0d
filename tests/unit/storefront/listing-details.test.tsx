// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FullListing } from '~/contracts/listing.ts';
import { $details } from '~/features/storefront/store.ts';
import { useListingDetails, type ShownDetails } from '~/features/storefront/use-listing-details.ts';

afterEach(cleanup);
beforeEach(() => $details.set({}));

// The hook passes the details through untouched: any object stands for them.
const detailsOf = (id: number) => ({ etsyListingId: id }) as unknown as FullListing;

/** Renders the hook for `id`, recording what each render returned. */
function probe(id: number) {
  const renders: ShownDetails[] = [];
  function Probe({ listing }: { listing: number }) {
    renders.push(useListingDetails(listing));
    return null;
  }
  const view = render(<Probe listing={id} />);
  return { renders, rerender: (listing: number) => view.rerender(<Probe listing={listing} />) };
}

describe('what the listing modal reads of a listing’s details', () => {
  it('does not render again when a fetch starts, and renders the details once they arrive', async () => {
    const { renders } = probe(7);
    const before = renders.length;
    act(() => $details.set({ 7: { status: 'loading', data: null, fetchedAt: 1 } }));
    expect(renders.length).toBe(before);
    await act(async () => $details.set({ 7: { status: 'ready', data: detailsOf(7), fetchedAt: 2 } }));
    expect(renders.at(-1)).toEqual({ data: detailsOf(7), failed: false });
  });

  it('does not render again for another listing’s details', async () => {
    const { renders } = probe(7);
    const before = renders.length;
    await act(async () => $details.set({ 8: { status: 'ready', data: detailsOf(8), fetchedAt: 1 } }));
    expect(renders.length).toBe(before);
  });

  it('says when fetching failed with nothing to show', async () => {
    const { renders } = probe(7);
    await act(async () => $details.set({ 7: { status: 'error', data: null, fetchedAt: 1, error: 'offline' } }));
    expect(renders.at(-1)).toEqual({ data: null, failed: true });
  });

  it('shows another listing’s own details from its first render in the same modal', () => {
    $details.set({ 7: { status: 'ready', data: detailsOf(7), fetchedAt: 1 }, 8: { status: 'ready', data: detailsOf(8), fetchedAt: 1 } });
    const { renders, rerender } = probe(7);
    const before = renders.length;
    rerender(8);
    expect(renders[before]!.data).toEqual(detailsOf(8));
    expect(renders.slice(before).every((r) => r.data === $details.get()[8]!.data)).toBe(true);
  });
});
