/**
 * @module publish/publish-workflow
 * Republishing the static site after public data changed: a Workflow that waits a little so a run
 * of edits makes one build, then calls the deploy hook (a Worker secret: the host's build hook in
 * production, `npm start`'s rebuild endpoint locally).
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from 'cloudflare:workers';

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
    if (event.payload.gatherSeconds > 0) await step.sleep('gather edits', `${event.payload.gatherSeconds} seconds`);
    return step.do('call the deploy hook', { retries: { limit: 3, delay: '10 seconds', backoff: 'exponential' }, timeout: '1 minute' }, async () => {
      const response = await transport(this.env.DEPLOY_HOOK_URL ?? '', { method: 'POST' });
      if (!response.ok) throw new Error(`The deploy hook answered ${response.status}`);
      return { status: response.status };
    });
  }
}
