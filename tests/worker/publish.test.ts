import { env, introspectWorkflowInstance } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { app } from '../../worker/index.ts';
import { useDeployHookFetch } from '../../worker/publish/publish-workflow.ts';
import { PUBLISH_KEY } from '../../src/db/queries/publish.ts';
import { requestPublish } from '../../worker/publish/request.ts';
import { activeSyncRun } from '../../src/db/queries/sync.ts';
import { TEST_ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { OWN_ORIGIN, db, insertStickers, readAnswer, resetDatabase } from './helpers.ts';

const HOOK = 'http://hook.test/build';
/** The site the tests' Worker serves: no build stamp unless a test publishes one (dist/ may hold a local build's). */
let servedStamp: unknown = null;
const served = {
  fetch: async (url: string | URL) =>
    new URL(url).pathname === '/build-info.json' && servedStamp ? Response.json(servedStamp) : new Response('Not found', { status: 404 }),
} as unknown as Fetcher;
const withHook = { ...env, ASSETS: served, DEPLOY_HOOK_URL: HOOK };
let hookCalls: string[] = [];
let cookie = '';

beforeAll(() => useDeployHookFetch(async (url) => (hookCalls.push(url), new Response('{}', { status: 200 }))));
afterAll(() => useDeployHookFetch(null));

const call = async (method: string, path: string, hooked = true) => {
  const res = await app.request(path, { method, headers: { Origin: OWN_ORIGIN, Cookie: cookie } }, hooked ? withHook : { ...env, ASSETS: served });
  return { status: res.status, body: await readAnswer(method, path, res) };
};

beforeEach(async () => {
  await resetDatabase();
  hookCalls = [];
  servedStamp = null;
  await insertStickers([stickerRow({ etsyListingId: 901, title: 'Raptor Running' })]);
  const res = await app.request(
    '/api/admin/session',
    {
      method: 'POST',
      headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    },
    env,
  );
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

describe('publishing the site', () => {
  it('says whether public data changed since the published build (changed with no build stamp, or one from an older revision)', async () => {
    const { body } = await call('GET', '/api/admin/publish');
    expect(body.data).toMatchObject({ published: null, changedSince: true, configured: true, requestedAt: null });
    expect(body.data.currentRevision).toEqual(expect.any(Number));
    servedStamp = { builtAt: '2026-11-23T11:00:00.000Z', revision: body.data.currentRevision };
    expect((await call('GET', '/api/admin/publish')).body.data).toMatchObject({ published: servedStamp, changedSince: false });
    servedStamp = { builtAt: '2026-11-23T11:00:00.000Z', revision: body.data.currentRevision - 1 };
    expect((await call('GET', '/api/admin/publish')).body.data).toMatchObject({ published: servedStamp, changedSince: true });
  });

  it('Publish now calls the deploy hook at once, and records when', async () => {
    const { status, body } = await call('POST', '/api/admin/publish');
    expect(status).toBe(202);
    const instances = await env.PUBLISH.get(`publish-now-${Date.parse(body.data.requestedAt)}`);
    await using introspect = await introspectWorkflowInstance(env.PUBLISH, instances.id);
    await introspect.waitForStatus('complete');
    // The Workflow reads the hook from its own environment (the test Worker's has none): one call made.
    expect(hookCalls).toHaveLength(1);
    expect((await call('GET', '/api/admin/publish')).body.data.requestedAt).toBe(body.data.requestedAt);
  });

  it('edits within a minute make one build, after the edits are gathered', async () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12, 0, 5));
    const id = `publish-gather-${Math.floor(now.getTime() / 60_000)}`;
    await using introspect = await introspectWorkflowInstance(env.PUBLISH, id);
    await introspect.modify(async (m) => m.disableSleeps());
    await requestPublish(withHook, db(), { now, immediate: false });
    await requestPublish(withHook, db(), { now: new Date(now.getTime() + 20_000), immediate: false });
    await introspect.waitForStatus('complete');
    expect(hookCalls).toHaveLength(1);
    expect((await db().select().from(schema.progress)).find((r) => r.key === PUBLISH_KEY)?.value).toBe('2026-11-23T12:00:25.000Z');
  });

  it('a gathered build waits while a sync is under way, then builds', async () => {
    const now = new Date(Date.UTC(2026, 10, 23, 13, 0, 5));
    const id = `publish-gather-${Math.floor(now.getTime() / 60_000)}`;
    await using introspect = await introspectWorkflowInstance(env.PUBLISH, id);
    await introspect.modify(async (m) => {
      await m.disableSleeps();
      // The first look finds a sync running; the second (the real query: none is) lets the build go.
      await m.mockStepResult({ name: 'sync running? 1' }, true);
    });
    await requestPublish(withHook, db(), { now, immediate: false });
    await introspect.waitForStatus('complete');
    expect(await introspect.waitForStepResult({ name: 'sync running? 2' })).toBe(false);
    expect(hookCalls).toHaveLength(1);
  });

  it('a sync run counts as under way for an hour after it started, while its status says running', async () => {
    const now = new Date();
    expect(await activeSyncRun(db(), now)).toBeNull();
    const [running] = await db()
      .insert(schema.syncRuns)
      .values({ kind: 'transactions', startedAt: new Date(now.getTime() - 5 * 60_000).toISOString() })
      .returning();
    expect(await activeSyncRun(db(), now)).toEqual({ id: running!.id, kind: 'transactions' });
    // Stopped from outside (a redeploy, a local rebuild) an hour ago: no longer holds builds back.
    expect(await activeSyncRun(db(), new Date(now.getTime() + 60 * 60_000))).toBeNull();
    await db().update(schema.syncRuns).set({ status: 'succeeded' });
    expect(await activeSyncRun(db(), now)).toBeNull();
  });

  it('without a deploy hook, Publish now answers 503 and nothing is called', async () => {
    const { status, body } = await call('POST', '/api/admin/publish', false);
    expect(status).toBe(503);
    expect(body.error.code).toBe('not_configured');
    expect(hookCalls).toEqual([]);
  });
});
