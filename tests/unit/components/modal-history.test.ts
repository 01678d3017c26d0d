// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenModalHistory, popModalEntry, pushModalEntry, pushPageEntry, replaceModalEntry, useModalHistory } from '~/components/ui/modal-history.ts';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

afterEach(cleanup);

/** What back or forward does: the browser moves to an entry, then tells the page with popstate. */
function arriveAt(url: string, state: unknown) {
  history.replaceState(state, '', url);
  dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('modal history', () => {
  it("pushes the modal's path with its state when it opens", () => {
    const entries = history.length;
    pushModalEntry('/t-rex-decal', { listingId: 42, depth: 1 });
    expect(location.pathname).toBe('/t-rex-decal');
    expect(history.state).toEqual({ listingId: 42, depth: 1 });
    expect(history.length).toBe(entries + 1);
  });

  it("gives a modal page's first entry the modal's state, keeping its URL and adding no entry", () => {
    history.replaceState(null, '', '/t-rex-decal?x=1');
    const entries = history.length;
    replaceModalEntry({ listingId: 42, depth: 0 });
    expect(`${location.pathname}${location.search}`).toBe('/t-rex-decal?x=1');
    expect(history.state).toEqual({ listingId: 42, depth: 0 });
    expect(history.length).toBe(entries);
  });

  it("pushes the page's URL and query with an empty state when the modal closes", () => {
    pushModalEntry('/t-rex-decal', { listingId: 42, depth: 0 });
    const entries = history.length;
    pushPageEntry('/?q=dinosaur');
    expect(`${location.pathname}${location.search}`).toBe('/?q=dinosaur');
    expect(history.state).toEqual({});
    expect(history.length).toBe(entries + 1);
  });

  it('calls back with the decoded path and the state of the entry that back or forward arrives at', () => {
    const onPopToPath = vi.fn();
    const stop = listenModalHistory(onPopToPath);
    arriveAt('/caf%C3%A9-sign', { listingId: 7, depth: 2 });
    arriveAt('/?q=cat', {});
    stop();
    expect(onPopToPath.mock.calls).toEqual([
      ['/café-sign', { listingId: 7, depth: 2 }],
      ['/', {}],
    ]);
  });

  it('reads an entry without state, or with a depth that is not a number, as no depth', () => {
    const onPopToPath = vi.fn();
    const stop = listenModalHistory(onPopToPath);
    arriveAt('/t-rex-decal', null);
    arriveAt('/t-rex-decal', { depth: '3' });
    stop();
    expect(onPopToPath.mock.calls).toEqual([
      ['/t-rex-decal', {}],
      ['/t-rex-decal', {}],
    ]);
  });

  it('stops calling back once stopped', () => {
    const onPopToPath = vi.fn();
    listenModalHistory(onPopToPath)();
    arriveAt('/t-rex-decal', { depth: 0 });
    expect(onPopToPath).not.toHaveBeenCalled();
  });

  it('goes back to the previous entry, and calls back with it', async () => {
    const onPopToPath = vi.fn();
    const stop = listenModalHistory(onPopToPath);
    pushModalEntry('/t-rex-decal', { listingId: 42, depth: 0 });
    pushModalEntry('/raptor-decal', { listingId: 43, depth: 1 });
    popModalEntry();
    await vi.waitFor(() => expect(onPopToPath).toHaveBeenCalledWith('/t-rex-decal', { listingId: 42, depth: 0 }));
    stop();
  });

  it("listens while the component is mounted, with the component's latest handler", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useModalHistory(handler), { initialProps: { handler: first } });
    rerender({ handler: latest });
    arriveAt('/t-rex-decal', { depth: 0 });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('/t-rex-decal', { depth: 0 });
    unmount();
    arriveAt('/', {});
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
