/**
 * @module publish/request
 * Asking for a new build of the site. Edits (hero settings, a sync) ask with a gathering delay, in
 * windows of PUBLISH_GATHER_SECONDS (a minute): the first edit of a window starts the Workflow, the next ones find it there.
 * 'Publish now' builds at once.
 */
import type { Database } from '~/db/client.ts';
import { savePublishRequest } from '~/db/queries/publish.ts';
import type { PublishParams } from './publish-workflow.ts';

/** How long edits are gathered before a build, unless PUBLISH_GATHER_SECONDS says otherwise. */
export const GATHER_SECONDS = 60;
const gatherSeconds = (env: Env) => Number(env.PUBLISH_GATHER_SECONDS) || GATHER_SECONDS;

/** Asks for a build; answers when. Never throws for a build already waiting in this window. */
export async function requestPublish(env: Env, db: Database, options: { now: Date; immediate: boolean }): Promise<string> {
  const at = options.now.toISOString();
  await savePublishRequest(db, at);
  if (!env.DEPLOY_HOOK_URL) return at;
  const gather = gatherSeconds(env);
  const window = options.immediate ? `now-${options.now.getTime()}` : `gather-${Math.floor(options.now.getTime() / (gather * 1000))}`;
  try {
    await env.PUBLISH.create({ id: `publish-${window}`, params: { gatherSeconds: options.immediate ? 0 : gather } satisfies PublishParams });
  } catch (error) {
    // The window's build is already waiting: it will include this edit.
    // (The binding's error may come from another realm: read its message, not its class.)
    if (!/already exists|already_exists/i.test(String((error as { message?: unknown } | null)?.message ?? error))) throw error;
  }
  return at;
}
