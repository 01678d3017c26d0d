import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A dedicated worker in this realm: the page's side is this object, the worker's side is `self`,
 * and each message crosses by structured clone as it does between threads.
 */
class ThreadWorker extends EventTarget {
  static started = 0;
  readonly inside = Object.assign(new EventTarget(), {
    postMessage: (message: unknown) => queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) }))),
  });
  constructor() {
    super();
    ThreadWorker.started++;
    vi.stubGlobal('self', this.inside);
    void import('~/client/background/worker.ts');
  }
  postMessage(message: unknown) {
    const inside = this.inside;
    void import('~/client/background/worker.ts').then(() => inside.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) })));
  }
  terminate() {}
}

/** A worker whose script does not load: it only ever says 'error'. */
class BrokenWorker extends EventTarget {
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  postMessage() {}
  terminate() {}
}

const health = (revision: number) => ({ status: 'ok', app: 'running', database: 'running', listings: 3, revision, time: '2026-11-27T00:00:00Z' });
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function freshBackground() {
  vi.resetModules();
  return import('~/client/background/index.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  ThreadWorker.started = 0;
});

describe('reads in the background worker', () => {
  it('answers the parsed value from the worker, one worker for every read', async () => {
    vi.stubGlobal('Worker', ThreadWorker);
    const fetch = vi.fn(() => Promise.resolve(answer(200, health(42))));
    vi.stubGlobal('fetch', fetch);
    const { readInBackground } = await freshBackground();
    expect(await readInBackground('revision')).toBe(42);
    expect(await readInBackground('cachedScenesPart', { parallax: {}, sceneDetails: {}, firstScene: null })).toEqual({
      parallax: {},
      sceneDetails: {},
      firstScene: null,
    });
    expect(ThreadWorker.started).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('checks what it reads: a value of another shape is null, an answer of another shape a failure', async () => {
    vi.stubGlobal('Worker', ThreadWorker);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, { revision: 'soon' })));
    const { readInBackground } = await freshBackground();
    expect(await readInBackground('cachedScenesPart', { parallax: 'all of them' })).toBeNull();
    await expect(readInBackground('revision')).rejects.toThrow(/Unexpected response shape/);
  });

  it('rejects on the page with the API failure the worker met: its text, status and error body', async () => {
    vi.stubGlobal('Worker', ThreadWorker);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(404, { error: { message: 'No such listing', fields: {} } })));
    const { readInBackground } = await freshBackground();
    const failure = await readInBackground('listing', 7).catch((error: unknown) => error);
    // The page's own class (the modules were loaded afresh for this test).
    const { ApiRequestError } = await import('~/client/api-error.ts');
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, message: expect.stringMatching(/^HTTP 404/) as string });
  });

  it('runs the reads on the page when the worker cannot start, losing none of those already asked', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, health(7))));
    const { readInBackground } = await freshBackground();
    const asked = [readInBackground('revision'), readInBackground('revision')];
    expect(await Promise.all(asked)).toEqual([7, 7]);
    expect(await readInBackground('revision')).toBe(7);
  });

  it('runs the reads on the page where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, health(3))));
    const { readInBackground } = await freshBackground();
    expect(await readInBackground('revision')).toBe(3);
  });
});
