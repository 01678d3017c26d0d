/**
 * @module marketplace/scheduled
 * The cron's part of the sync: start a Workflow that brings in what changed on Etsy, and return.
 * Nothing to do while the shop is not connected; one scheduled run at a time.
 */
import type { Database } from '~/db/client.ts';
import { activeSyncRun, SCHEDULED_RUN_ALIVE_MS, startSyncRun } from '~/db/queries/sync.ts';
import { log } from '../lib/log.ts';
import { connectionStatus } from './connection.ts';
import { syncInstanceId, type SyncParams } from './sync-workflow.ts';

/** Starts the scheduled sync; answers its run id, or null when it was not started (and why, logged). */
export async function startScheduledSync(env: Env, db: Database, now: Date): Promise<number | null> {
  const connection = await connectionStatus(db);
  if (connection.state !== 'connected') {
    log.info('scheduled_sync_skipped', { reason: connection.state === 'none' ? 'not_connected' : 'waiting_for_reconnect' });
    return null;
  }
  // A run still 'running' after a whole cron period is stuck, not busy: it no longer blocks.
  const running = await activeSyncRun(db, now, { kind: 'scheduled', aliveMs: SCHEDULED_RUN_ALIVE_MS });
  if (running) {
    log.info('scheduled_sync_skipped', { reason: 'run_still_going', runId: running.id });
    return null;
  }
  const runId = await startSyncRun(db, 'scheduled', now);
  await env.SYNC.create({ id: syncInstanceId(runId), params: { mode: 'scheduled', runId } satisfies SyncParams });
  log.info('scheduled_sync_started', { runId });
  return runId;
}
