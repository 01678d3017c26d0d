import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/domain/image-upload.ts';
import { signIn } from './admin-helpers.ts';
import { OWN_ORIGIN, readAnswer, request, resetDatabase } from './helpers.ts';

const PATH = '/api/uploads/backgrounds';
const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0x24, 0, 0, 0],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
      [9, 9, 9],
    ),
);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

let cookie = '';
const send = (body: Uint8Array<ArrayBuffer>, name: string | null, headers: Record<string, string> = {}) =>
  request(PATH, {
    method: 'POST',
    headers: { Origin: OWN_ORIGIN, Cookie: cookie, 'Content-Type': 'application/octet-stream', ...(name === null ? {} : { 'X-File-Name': name }), ...headers },
    body,
  });
const stored = async () => (await env.UPLOADS.list({ prefix: 'backgrounds/' })).objects.map((o) => o.key);

beforeEach(async () => {
  await resetDatabase();
  for (const key of await stored()) await env.UPLOADS.delete(key);
  cookie = await signIn();
});

describe('scene background uploads', () => {
  it('stores an image under its content’s hash and serves it back to anyone, cached for a year', async () => {
    const res = await send(PNG, 'Forest at dusk.png');
    expect(res.status).toBe(201);
    const { data } = await readAnswer('POST', PATH, res);
    expect(data).toMatchObject({ name: 'Forest at dusk.png', bytes: PNG.length, contentType: 'image/png' });
    expect(data.path).toMatch(/^\/api\/uploads\/backgrounds\/[0-9a-f]{32}\.png$/);
    expect(await stored()).toEqual([data.path.slice('/api/uploads/'.length)]);

    const served = await request(data.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // The same picture again is the same file.
    const again = await readAnswer('POST', PATH, await send(PNG, 'copy.PNG'));
    expect(again.data.path).toBe(data.path);
    expect(await stored()).toHaveLength(1);
    expect((await send(WEBP, 'dunes.webp')).status).toBe(201);
  });

  it('refuses what is not an image by its content, a name that disagrees, an empty or oversized body, and stores nothing', async () => {
    const cases: [Uint8Array<ArrayBuffer>, string | null, string][] = [
      [HTML, 'page.png', 'file'],
      [PNG, 'forest.svg', 'name'],
      [PNG, 'forest.jpg', 'name'],
      [new Uint8Array(), 'empty.png', 'file'],
      [PNG, null, 'x-file-name'],
    ];
    for (const [body, name, field] of cases) {
      const res = await send(body, name);
      expect(res.status, `${name}`).toBe(400);
      const answer = await res.json<{ error: { fields: Record<string, string> } }>();
      expect(Object.keys(answer.error.fields), `${name}`).toEqual([field]);
    }
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    huge.set(PNG);
    expect((await send(huge, 'huge.png')).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('needs the admin session and the site’s own page; serving refuses a name that is not an upload’s', async () => {
    cookie = '';
    expect((await send(PNG, 'forest.png')).status).toBe(401);
    cookie = await signIn();
    expect((await send(PNG, 'forest.png', { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await stored()).toEqual([]);
    expect((await request('/api/uploads/backgrounds/..%2F..%2Fsecrets.png')).status).toBe(400);
    expect((await request(`/api/uploads/backgrounds/${'a'.repeat(32)}.png`)).status).toBe(404);
  });
});
