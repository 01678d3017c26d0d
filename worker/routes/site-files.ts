/**
 * @module routes/site-files
 * GET /api/list-files (admin): the image files the owner can pick: those of the published site,
 * from the list the build wrote beside them (a Worker cannot list its static assets), then the
 * backgrounds uploaded to the bucket, by the names they were uploaded with.
 */
import { Hono } from 'hono';
import { SITE_FILES_PATH, siteFilesSchema, type SiteFile } from '~/contracts/files.ts';
import { siteFileRoutes } from '~/contracts/routes/site-files.ts';
import { BACKGROUND_PREFIX, UPLOADS_PATH } from '~/domain/image-upload.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { requireAdmin } from '../middleware/require-admin.ts';

/** Uploads listed at most (one page of the bucket's list): far more backgrounds than a shop keeps. */
const MAX_UPLOADS_LISTED = 1000;

async function uploadedFiles(bucket: R2Bucket): Promise<SiteFile[]> {
  const { objects } = await bucket.list({ prefix: BACKGROUND_PREFIX, limit: MAX_UPLOADS_LISTED, include: ['customMetadata'] });
  return objects.map((o) => ({ name: o.customMetadata?.name ?? o.key.slice(BACKGROUND_PREFIX.length), path: `${UPLOADS_PATH}${o.key}` }));
}

export const siteFiles = new Hono<AppEnv>().use(requireAdmin).get(siteFileRoutes.list.path, async (c) => {
  const response = await c.env.ASSETS.fetch(new URL(SITE_FILES_PATH, c.req.url));
  const parsed = response.ok ? siteFilesSchema.safeParse(await response.json().catch(() => null)) : null;
  if (!parsed?.success) throw new ApiError(503, 'files_unavailable', 'The list of files is not in this build: publish the site again.');
  return c.json({ data: [...parsed.data.files, ...(await uploadedFiles(c.env.UPLOADS))] });
});
