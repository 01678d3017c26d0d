import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { signIn } from './admin-helpers.ts';
import { OWN_ORIGIN, readAnswer, resetDatabase } from './helpers.ts';

/** The published site as the Worker's ASSETS binding serves it: with or without the build's list of files. */
const siteServing = (list: unknown) =>
  ({
    fetch: async (url: string | URL) =>
      new URL(url).pathname === '/site-files.json' && list !== undefined ? Response.json(list) : new Response('Not found', { status: 404 }),
  }) as unknown as Fetcher;

let cookie = '';
const listFiles = async (served: Fetcher, withSession = true) => {
  const res = await app.request('/api/list-files', { headers: { Origin: OWN_ORIGIN, ...(withSession ? { Cookie: cookie } : {}) } }, { ...env, ASSETS: served });
  return { status: res.status, body: await readAnswer('GET', '/api/list-files', res) };
};

beforeEach(async () => {
  await resetDatabase();
  for (const { key } of (await env.UPLOADS.list()).objects) await env.UPLOADS.delete(key);
  cookie = await signIn();
});

describe('the files the owner can pick', () => {
  it('are the list the build wrote beside them', async () => {
    const files = [
      { name: 't-rex.svg', path: '/artwork/dinosaurs/t-rex.svg' },
      { name: 'car.svg', path: '/backgrounds/builder/car.svg' },
    ];
    expect(await listFiles(siteServing({ files }))).toEqual({ status: 200, body: { data: files } });
  });

  it('end with the backgrounds uploaded to the bucket, by the names they were uploaded with', async () => {
    const key = `backgrounds/${'c'.repeat(32)}.webp`;
    await env.UPLOADS.put(key, new Uint8Array([1]), { customMetadata: { name: 'Dunes at noon.webp' } });
    const files = [{ name: 't-rex.svg', path: '/artwork/dinosaurs/t-rex.svg' }];
    expect((await listFiles(siteServing({ files }))).body.data).toEqual([...files, { name: 'Dunes at noon.webp', path: `/api/uploads/${key}` }]);
  });

  it('say to publish again when the build has no list, or a list of another shape', async () => {
    for (const served of [siteServing(undefined), siteServing({ files: [{ name: 'x' }] })]) {
      const { status, body } = await listFiles(served);
      expect(status).toBe(503);
      expect(body.error.message).toMatch(/publish the site again/);
    }
  });

  it('are for the admin only', async () => {
    expect((await listFiles(siteServing({ files: [] }), false)).status).toBe(401);
  });
});
