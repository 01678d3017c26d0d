/**
 * @module routes/marketplace
 * The Etsy connection, admin only: its status, the two OAuth steps the connect window
 * (/oauth-simple.html) takes, and clearing the token. The callback is that static page, not a
 * Worker route: Etsy's redirect is a cross-site navigation, which a SameSite=Strict session cookie
 * does not follow; the page then asks the Worker from this origin, where the cookie goes along.
 */
import { Hono } from 'hono';
import { syncSummarySchema, type SyncRun, type SyncRuns } from '~/contracts/marketplace.ts';
import { marketplaceRoutes } from '~/contracts/routes/marketplace.ts';
import { appendProgress, readProgress } from '~/db/queries/sync-progress.ts';
import { activeSyncRun, cancelSyncRun, getSyncRun, recentSyncRuns, startSyncRun, stopSilentRuns } from '~/db/queries/sync.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { marketplaceConfig, isFakeMarketplace } from '../marketplace/config.ts';
import {
  clearConnection,
  ConnectionError,
  STATE_EXPIRED_MESSAGE,
  connectedShopId,
  connectionStatus,
  finishConnection,
  NO_TOKEN_MESSAGE,
  SALES_NO_TOKEN_MESSAGE,
  startConnection,
} from '../marketplace/connection.ts';
import { MarketplaceError } from '../marketplace/client.ts';
import { syncInstanceId, type SyncParams } from '../marketplace/sync-workflow.ts';
import type { Context } from 'hono';

const { status, oauthStart, oauthExchange, startSync: syncRoute, fetchListing, syncRuns, syncRun, cancelSync, clearToken } = marketplaceRoutes;

/** The runs as the panel lists them: silent ones marked stopped first, so none shows as running forever. */
async function runsNow(db: AppEnv['Variables']['db'], now: Date): Promise<SyncRuns> {
  await stopSilentRuns(db, now);
  const recent = await recentSyncRuns(db, 10);
  const active = await activeSyncRun(db, now);
  return { active: recent.find((r) => r.runId === active?.id) ?? null, recent };
}

const KIND_NAMES: Record<string, string> = {
  full: 'Fetch All',
  safe_update: 'safe update',
  transactions: 'sales fetch',
  scheduled: 'scheduled sync',
  single: 'listing fetch',
};
export const syncRunningMessage = (run: { id: number; kind: string }) =>
  `A ${KIND_NAMES[run.kind] ?? run.kind} is under way (run ${run.id}): wait for it to end, or cancel it, before starting another.`;

/**
 * Starts a sync Workflow for a new run; 409 without a connected shop (the admin must connect first).
 * A run of the same kind already under way (from another tab or browser) is joined, not run twice;
 * single-listing fetches, each of its own listing, always start.
 */
async function startSync(c: Context<AppEnv>, params: Omit<SyncParams, 'runId'>, kind: 'full' | 'single' | 'safe_update' | 'transactions') {
  try {
    await connectedShopId(c.var.db);
  } catch (error) {
    if (error instanceof MarketplaceError) throw new ApiError(409, 'not_connected', kind === 'transactions' ? SALES_NO_TOKEN_MESSAGE : NO_TOKEN_MESSAGE);
    throw error;
  }
  const now = new Date();
  const running = kind === 'single' ? null : await activeSyncRun(c.var.db, now);
  if (running?.kind === kind) return c.json({ data: { runId: running.id, instanceId: syncInstanceId(running.id), joined: true } }, 202);
  // Two runs writing the catalogue at once would each undo the other's work: the second waits.
  if (running) throw new ApiError(409, 'sync_running', syncRunningMessage(running));
  const runId = await startSyncRun(c.var.db, kind, now);
  const instance = await c.env.SYNC.create({ id: syncInstanceId(runId), params: { ...params, runId } satisfies SyncParams });
  return c.json({ data: { runId, instanceId: instance.id } }, 202);
}

/** The page Etsy sends the owner back to. */
export const OAUTH_CALLBACK_PATH = '/oauth-simple.html';

export const marketplace = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(status.path, async (c) =>
    c.json({ data: { ...(await connectionStatus(c.var.db)), marketplace: isFakeMarketplace(c.env) ? ('fake' as const) : ('etsy' as const) } }),
  )
  .post(oauthStart.path, sameOrigin, async (c) => {
    const url = await startConnection(c.var.db, marketplaceConfig(c), new URL(OAUTH_CALLBACK_PATH, c.env.SITE_URL).href);
    return c.json({ data: { url } });
  })
  .post(oauthExchange.path, sameOrigin, bodyLimit(4096), validate('json', oauthExchange.json), async (c) => {
    const { code, state } = c.req.valid('json');
    try {
      return c.json({ data: await finishConnection(c.var.db, marketplaceConfig(c), code, state) });
    } catch (error) {
      if (error instanceof ConnectionError)
        throw new ApiError(400, 'bad_request', error.message, { [error.message === STATE_EXPIRED_MESSAGE ? 'state' : 'code']: error.message });
      throw error;
    }
  })
  .post(syncRoute.path, sameOrigin, bodyLimit(1024), validate('json', syncRoute.json), async (c) => {
    const { mode } = c.req.valid('json');
    return startSync(c, { mode }, mode);
  })
  .post(fetchListing.path, sameOrigin, validate('param', fetchListing.param), async (c) =>
    startSync(c, { mode: 'single', listingId: c.req.valid('param').id }, 'single'),
  )
  .get(syncRuns.path, async (c) => c.json({ data: await runsNow(c.var.db, new Date()) }))
  .post(cancelSync.path, sameOrigin, validate('param', cancelSync.param), async (c) => {
    const { runId } = c.req.valid('param');
    const now = new Date();
    if (!(await cancelSyncRun(c.var.db, runId, now))) throw new ApiError(409, 'not_running', `Run ${runId} is not running`);
    await appendProgress(c.var.db, runId, 'Cancelled: the run stops before its next batch');
    return c.json({ data: await runsNow(c.var.db, now) });
  })
  .get(syncRun.path, validate('param', syncRun.param), async (c) => {
    const { runId } = c.req.valid('param');
    const run = await getSyncRun(c.var.db, runId);
    if (!run) throw new ApiError(404, 'not_found', 'Sync run not found');
    const summary = syncSummarySchema.safeParse(JSON.parse(run.summary || 'null'));
    const answer: SyncRun = {
      runId: run.id,
      kind: run.kind,
      status: run.status,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      summary: summary.success ? summary.data : null,
      error: run.error,
      messages: await readProgress(c.var.db, runId),
    };
    return c.json({ data: answer });
  })
  .delete(clearToken.path, sameOrigin, async (c) => {
    await clearConnection(c.var.db);
    return c.json({ data: { ...(await connectionStatus(c.var.db)), marketplace: isFakeMarketplace(c.env) ? ('fake' as const) : ('etsy' as const) } });
  });
