// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDataReport } from '~/contracts/debug.ts';
import { StoredDataProblems } from '~/features/admin/StoredDataProblems.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The Worker's answers, in turn: a report, or an HTTP status with the error body. */
function answering(...answers: (StoredDataReport | number)[]) {
  const fetch = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return typeof next === 'number'
      ? Response.json({ error: { code: 'unauthorized', message: 'Sign in as the shop admin first' } }, { status: next })
      : Response.json({ data: next });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const section = () => screen.getByRole('region', { name: 'Stored data problems' });

describe('the debug screen’s stored data problems', () => {
  it('says there are none when every listing reads', async () => {
    answering({ scanned: 190, listings: [] });
    render(<StoredDataProblems onSignedOut={() => {}} />);
    expect(await within(section()).findByText('No stored data problems in 190 listings.')).toBeTruthy();
  });

  it('lists each listing with its columns, what is wrong, and what the shop does with it; checks again on request', async () => {
    const fetch = answering(
      {
        scanned: 3,
        listings: [
          {
            listingId: 702,
            title: 'Comet Tail',
            shop: 'left out',
            problems: [
              { column: 'sizes', problem: 'not JSON' },
              { column: 'dimensions', problem: 'expected an object' },
            ],
          },
          { listingId: 703, title: 'Moon Lander', shop: 'shown', problems: [{ column: 'tags', problem: 'expected an array' }] },
        ],
      },
      { scanned: 3, listings: [] },
    );
    render(<StoredDataProblems onSignedOut={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Listings with stored data problems' });
    const [comet, moon] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(comet!.textContent).toBe('Comet Tail (702), left out of the shop until fixed:sizes: not JSONdimensions: expected an object');
    expect(moon!.textContent).toContain('Moon Lander (703), shown in the shop with this left empty:tags: expected an array');
    expect(screen.getByTestId('stored-data-summary').textContent).toBe('2 of 3 listings have stored data that cannot be read:');

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('No stored data problems in 3 listings.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('goes back to the sign-in form when the session has ended', async () => {
    answering(401);
    const onSignedOut = vi.fn();
    render(<StoredDataProblems onSignedOut={onSignedOut} />);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });
});
