import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiRequestError, getJson, sendJson } from '../../../src/client/api.ts';
import { dataOf } from '../../../src/contracts/api.ts';
import { heroSettingsSchema } from '../../../src/contracts/hero.ts';

const hero = dataOf(heroSettingsSchema);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(...responses: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('getJson', () => {
  it('answers the body parsed with its contract', async () => {
    answer(json({ data: { leftListingId: 4, rightListingId: null } }));
    expect(await getJson(hero, '/api/hero-settings')).toEqual({ data: { leftListingId: 4, rightListingId: null } });
  });

  it('fails with the field path when the answer does not fit its contract', async () => {
    answer(json({ data: { leftId: 4, rightListingId: null } }));
    await expect(getJson(hero, '/api/hero-settings')).rejects.toThrow(/Unexpected response shape at data\.leftListingId/);
  });

  it("fails with the spec's text for an HTTP error: status, status text and the body's first 200 characters", async () => {
    answer(new Response('x'.repeat(300), { status: 404, statusText: 'Not Found' }));
    const error = await getJson(hero, '/api/hero-settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`HTTP 404: Not Found ${'x'.repeat(200)}`);
    expect((error as ApiRequestError).status).toBe(404);
  });

  it("fails with 'Non-JSON response' for a body that is not JSON", async () => {
    answer(new Response('<html>oops</html>', { status: 200 }));
    await expect(getJson(hero, '/api/hero-settings')).rejects.toThrow('Non-JSON response <html>oops</html>');
  });

  it('retries once after 250 ms on a 503, then answers', async () => {
    vi.useFakeTimers();
    const fetch = answer(new Response('', { status: 503 }), json({ data: { leftListingId: null, rightListingId: null } }));
    const pending = getJson(hero, '/api/hero-settings');
    await vi.advanceTimersByTimeAsync(249);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ data: { leftListingId: null, rightListingId: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a network error once, then reports it', async () => {
    vi.useFakeTimers();
    const fetch = answer(new TypeError('offline'), new TypeError('still offline'));
    const pending = getJson(hero, '/api/hero-settings').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(250);
    const error = await pending;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBeNull();
  });

  it('does not retry a 500', async () => {
    const fetch = answer(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getJson(hero, '/api/hero-settings')).rejects.toThrow('HTTP 500');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('sendJson', () => {
  it('sends the body as JSON with the method and parses the answer', async () => {
    const fetch = answer(json({ accepted: 1 }, 202));
    expect(await sendJson(z.object({ accepted: z.int() }), 'POST', '/api/events', { events: [] })).toEqual({ accepted: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', body: '{"events":[]}' }));
  });
});
