/**
 * @module publish/publish-workflow
 * Republishing the static site after public data changed: a Workflow that waits a little so a run
 * of edits makes one build (and for a sync under way to finish), then calls the deploy hook (a Worker secret: the host's build hook in
 * production, `npm start`'s rebuild endpoint locally).
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from 'cloudflare:workers';
import { database } from '~/db/client.ts';
import { activeSyncRun } from '~/db/queries/sync.ts';

/** How often, and how many times, a gathered build looks again for a sync to finish (30 minutes in all). */
export const SYNC_WAIT = { every: '30 seconds', times: 60 } as const;

export interface PublishParams {
  /** Seconds to gather more edits before building (0: 'Publish now'). */
  gatherSeconds: number;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
let transport: Fetch = (input, init) => fetch(input, init);

/** Routes the deploy hook call through another fetch (the Worker tests). */
export function useDeployHookFetch(fetcher: Fetch | null): void {
  transport = fetcher ?? ((input, init) => fetch(input, init));
}

export class PublishSite extends WorkflowEntrypoint<Env, PublishParams> {
  override async run(event: WorkflowEvent<PublishParams>, step: WorkflowStep): Promise<{ status: number }> {
    if (event.payload.gatherSeconds > 0) {
      await step.sleep('gather edits', `${event.payload.gatherSeconds} seconds`);
      // A build in the middle of a sync would publish half of it (and under `npm start` the rebuild
      // reloads the Worker, which stops the run): wait for it; it asks for its own build when done.
      for (let i = 1; i <= SYNC_WAIT.times; i++) {
        const syncing = await step.do(`sync running? ${i}`, async () => (await activeSyncRun(database(this.env.DB), new Date())) !== null);
        if (!syncing) break;
        await step.sleep(`wait for the sync ${i}`, SYNC_WAIT.every);
      }
    }
    return step.do('call the deploy hook', { retries: { limit: 3, delay: '10 seconds', backoff: 'exponential' }, timeout: '1 minute' }, async () => {
      const response = await transport(this.env.DEPLOY_HOOK_URL ?? '', { method: 'POST' });
      if (!response.ok) throw new Error(`The deploy hook answered ${response.status}`);
      return { status: response.status };
    });
  }
}
