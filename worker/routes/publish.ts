/**
 * @module routes/publish
 * GET /api/admin/publish: when the published site was built, from which revision, and whether public
 * data changed since. POST: 'Publish now'. Admin only.
 */
import { Hono } from 'hono';
import { buildInfoSchema, type BuildInfo, type PublishStatus } from '~/contracts/publish.ts';
import { publishRoutes } from '~/contracts/routes/publish.ts';
import { readCatalogueRevision } from '~/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { lastPublishRequest } from '~/db/queries/publish.ts';
import { requestPublish } from '../publish/request.ts';

/** The build stamp of the site being served, or null. */
async function publishedBuild(env: Env, origin: string): Promise<BuildInfo | null> {
  try {
    const response = await env.ASSETS.fetch(new URL('/build-info.json', origin));
    if (!response.ok) return null;
    const parsed = buildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const publish = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(publishRoutes.status.path, async (c) => {
    const [published, currentRevision, requestedAt] = await Promise.all([
      publishedBuild(c.env, c.req.url),
      readCatalogueRevision(c.var.db),
      lastPublishRequest(c.var.db),
    ]);
    const status: PublishStatus = {
      published,
      currentRevision,
      changedSince: !published || published.revision < currentRevision,
      requestedAt,
      configured: !!c.env.DEPLOY_HOOK_URL,
    };
    return c.json({ data: status });
  })
  .post(publishRoutes.now.path, sameOrigin, async (c) => {
    if (!c.env.DEPLOY_HOOK_URL) throw new ApiError(503, 'not_configured', 'Publishing is not configured: set the DEPLOY_HOOK_URL secret');
    return c.json({ data: { requestedAt: await requestPublish(c.env, c.var.db, { now: new Date(), immediate: true }) } }, 202);
  });
