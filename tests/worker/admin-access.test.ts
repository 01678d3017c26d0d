import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HERO_TEXTS_SERVER } from '../../src/contracts/admin.ts';
import * as schema from '../../src/db/schema.ts';
import { SESSION_COOKIE, loginDelayMs } from '../../worker/lib/admin-session.ts';
import { app } from '../../worker/index.ts';
import { TEST_ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { OWN_ORIGIN, db, getJson, insertStickers, readAnswer, request, resetDatabase } from './helpers.ts';

const SESSION_PATH = '/api/admin/session';

/**
 * Writes anyone may make (analytics, recommendation counts, a read that takes a body) and signing
 * in itself. Every other write, and every marketplace route, needs an admin session: a route added
 * later without protection fails the walk below unless it is listed here on purpose.
 */
const PUBLIC_WRITES = new Set([
  'POST /api/events',
  'PUT /api/listing-recommendations/:id',
  'POST /api/smart-loading/parallax-first',
  'POST /api/admin/session',
  'DELETE /api/admin/session',
]);
const needsAdmin = (method: string, path: string) =>
  path.startsWith('/api/marketplace') ||
  (path.startsWith('/api/admin/') && path !== '/api/admin/session') ||
  (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !PUBLIC_WRITES.has(`${method} ${path}`));

/** Each test signs in from its own address: the per-client limits (10 sign-ins a minute) stay out of the others' way. */
let client = 0;

async function signIn(password = TEST_ADMIN_PASSWORD, headers: Record<string, string> = {}) {
  const res = await request(SESSION_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN, 'CF-Connecting-IP': `192.0.2.${client}`, ...headers },
    body: JSON.stringify({ password }),
  });
  const body = await readAnswer('POST', SESSION_PATH, res);
  const cookie = res.headers.get('set-cookie');
  return { res, body, cookie: cookie ? cookie.split(';')[0]! : null, setCookie: cookie };
}

const withSession = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', Cookie: cookie, ...(init.headers as Record<string, string>) },
});

beforeEach(async () => {
  client++;
  await resetDatabase();
  await db().delete(schema.adminSessions);
  await db().delete(schema.loginFailures);
  await insertStickers([
    stickerRow({ etsyListingId: 801, title: 'Raptor Running' }),
    stickerRow({ etsyListingId: 802, title: 'Comet Tail' }),
    stickerRow({ etsyListingId: 803, title: 'Hidden Hearse', publicVisible: false }),
  ]);
});

describe('admin routes answer 401 without a session', () => {
  it('walks the app’s own route table: every admin write and marketplace route refuses a signed-out browser', async () => {
    const guarded = app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && needsAdmin(r.method, r.path));
    expect(guarded.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/hero-settings',
        'GET /api/marketplace/status',
        'POST /api/marketplace/oauth/exchange',
        'GET /api/admin/publish',
        'POST /api/admin/publish',
      ]),
    );
    for (const route of guarded) {
      const path = route.path.replace(/:\w+/g, '1');
      const body = route.method === 'GET' ? undefined : JSON.stringify({ leftListingId: 801, rightListingId: 802 });
      // A same-origin browser, a script with no Origin, another site: a signed-out caller hears 401 whichever it is.
      for (const origin of [{ Origin: OWN_ORIGIN }, {}, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
        const res = await request(path, { method: route.method, headers: { ...origin, 'Content-Type': 'application/json' }, body });
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(origin)}`).toBe(401);
        expect((await res.json<{ error: { code: string } }>()).error.code).toBe('unauthorized');
      }
    }
  });

  it('refuses a forged, altered or ended session cookie', async () => {
    const { cookie } = await signIn();
    const [name, value] = cookie!.split('=') as [string, string];
    const [id] = value.split('.');
    for (const bad of [`${name}=${id}`, `${name}=${id}.AAAA`, `${name}=x${value}`]) {
      expect(
        (await request('/api/hero-settings', withSession(bad, { method: 'PUT', body: JSON.stringify({ leftListingId: 801, rightListingId: 802 }) }))).status,
      ).toBe(401);
    }
    await db().delete(schema.adminSessions);
    expect(
      (await request('/api/hero-settings', withSession(cookie!, { method: 'PUT', body: JSON.stringify({ leftListingId: 801, rightListingId: 802 }) }))).status,
    ).toBe(401);
  });
});

describe('signing in and out', () => {
  it('signs in with the password: a signed HttpOnly, Secure, SameSite=Strict host cookie of 8 hours', async () => {
    const { res, body, setCookie } = await signIn();
    expect(res.status).toBe(200);
    expect(body.data.authenticated).toBe(true);
    expect(Date.parse(body.data.expiresAt) - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+;`));
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=28800']) expect(setCookie).toContain(part);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('answers whether the browser is signed in, and signing out ends the session on the server', async () => {
    expect((await getJson(SESSION_PATH)).body.data).toEqual({ authenticated: false, expiresAt: null });
    const { cookie } = await signIn();
    const status = await request(SESSION_PATH, { headers: { Cookie: cookie! } });
    expect((await readAnswer('GET', SESSION_PATH, status)).data.authenticated).toBe(true);
    const out = await request(SESSION_PATH, withSession(cookie!, { method: 'DELETE' }));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    // The old cookie, replayed, no longer works.
    expect((await readAnswer('GET', SESSION_PATH, await request(SESSION_PATH, { headers: { Cookie: cookie! } }))).data.authenticated).toBe(false);
  });

  it('refuses a wrong password with 401 naming the field, and sets no cookie', async () => {
    const { res, body, cookie } = await signIn('hunter2');
    expect(res.status).toBe(401);
    expect(body.error).toEqual({ code: 'wrong_password', message: 'Wrong password', fields: { password: 'Wrong password' } });
    expect(cookie).toBeNull();
  });

  it('makes a client wait longer after each failure past the third, and forgets on success', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('wrong')).res.status).toBe(401);
    const blocked = await signIn();
    expect(blocked.res.status).toBe(429);
    expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Once the wait is over, the right password gets in and the count starts again.
    await db()
      .update(schema.loginFailures)
      .set({ lastFailureAt: Date.now() - 60_000 });
    expect((await signIn()).res.status).toBe(200);
    expect(await db().select().from(schema.loginFailures)).toEqual([]);
  });

  it('takes at most 10 sign-ins a minute from one client, right password or not', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn()).res.status).toBe(200);
    expect((await signIn()).res.status).toBe(429);
  });

  it('grows the wait from 1 s, doubling, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(loginDelayMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 15 * 60_000]);
  });

  it('takes sign-ins only from this site’s pages, with a valid body', async () => {
    expect((await signIn(TEST_ADMIN_PASSWORD, { Origin: 'https://evil.example' })).res.status).toBe(403);
    const { res, body } = await signIn('');
    expect(res.status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['password']);
  });
});

describe('PUT /api/hero-settings', () => {
  it('sets both hero stickers, then clears them back to random', async () => {
    const { cookie } = await signIn();
    const put = (body: unknown) => request('/api/hero-settings', withSession(cookie!, { method: 'PUT', body: JSON.stringify(body) }));
    const set = await put({ leftListingId: 801, rightListingId: 802 });
    expect((await readAnswer('PUT', '/api/hero-settings', set)).data).toEqual({ leftListingId: 801, rightListingId: 802 });
    expect((await getJson('/api/hero-settings')).body.data).toEqual({ leftListingId: 801, rightListingId: 802 });
    await put({ leftListingId: null, rightListingId: null });
    expect((await getJson('/api/hero-settings')).body.data).toEqual({ leftListingId: null, rightListingId: null });
  });

  it('refuses one id alone, the same id twice, an unknown or hidden listing, naming the field, and writes nothing', async () => {
    const { cookie } = await signIn();
    const put = async (body: unknown) => {
      const res = await request('/api/hero-settings', withSession(cookie!, { method: 'PUT', body: JSON.stringify(body) }));
      return { status: res.status, body: await readAnswer('PUT', '/api/hero-settings', res) };
    };
    const one = await put({ leftListingId: 801, rightListingId: null });
    expect(one.status).toBe(400);
    expect(one.body.error.fields).toEqual({ rightListingId: 'Please enter both listing IDs' });
    const same = await put({ leftListingId: 801, rightListingId: 801 });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({ rightListingId: 'Please enter two different listing IDs' });
    const unknown = await put({ leftListingId: 801, rightListingId: 999 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['rightListingId']);
    const hidden = await put({ leftListingId: 803, rightListingId: 802 });
    expect(Object.keys(hidden.body.error.fields)).toEqual(['leftListingId']);
    // The hero draws the artwork: a listing without any is refused, saying so.
    await db().update(schema.stickers).set({ svgPath: null }).where(eq(schema.stickers.etsyListingId, 802));
    const bare = await put({ leftListingId: 801, rightListingId: 802 });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual({ rightListingId: HERO_TEXTS_SERVER.noArtwork(802) });
    expect((await getJson('/api/hero-settings')).body.data).toEqual({ leftListingId: null, rightListingId: null });
  });

  it('refuses another origin even with a session', async () => {
    const { cookie } = await signIn();
    const res = await request(
      '/api/hero-settings',
      withSession(cookie!, {
        method: 'PUT',
        headers: { Origin: 'https://evil.example', Cookie: cookie! },
        body: JSON.stringify({ leftListingId: 801, rightListingId: 802 }),
      }),
    );
    expect(res.status).toBe(403);
  });
});

/** Path parameters that are names, not numbers. Every other one is an id in plain decimal digits. */
const NAME_PARAMS = new Set([
  '/api/parallax-scenes/:name',
  '/api/category-scene-assignments/:category',
  '/api/parallax-instance-assignments/:id',
  '/api/marketplace/debug/:check',
]);

describe('ids in paths', () => {
  it.each(['0x8', '1e3', '012', '+5', '-5', '5.0', '%205'])(
    'walks the route table: every numeric id refuses %s with 400 naming it, signed in or not',
    async (bad) => {
      const { cookie } = await signIn();
      const routes = app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path.includes(':'));
      const checked: string[] = [];
      for (const route of routes) {
        for (const param of route.path.match(/:\w+/g)!) {
          if (NAME_PARAMS.has(route.path.slice(0, route.path.indexOf(param) + param.length))) continue;
          const path = route.path.replace(param, bad).replace(/:\w+/g, '1');
          const res = await request(path, withSession(cookie!, { method: route.method, body: route.method === 'GET' ? undefined : '{}' }));
          const body = await res.json<{ error?: { fields?: Record<string, string> } }>();
          expect(res.status, `${route.method} ${path}`).toBe(400);
          expect(Object.keys(body.error?.fields ?? {}), `${route.method} ${path}`).toContain(param.slice(1));
          checked.push(`${route.method} ${route.path}`);
        }
      }
      expect(checked).toEqual(
        expect.arrayContaining(['GET /api/marketplace/sync/:runId', 'GET /api/unified-stickers/:id', 'POST /api/marketplace/listings/:id/fetch']),
      );
    },
  );
});
