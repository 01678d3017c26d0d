/**
 * @module routes/site-files
 * GET /api/list-files (admin): the image files of the published site the owner can pick, from the
 * list the build wrote beside them (a Worker cannot list its static assets).
 */
import { Hono } from 'hono';
import { SITE_FILES_PATH, siteFilesSchema } from '~/contracts/files.ts';
import { siteFileRoutes } from '~/contracts/routes/site-files.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { requireAdmin } from '../middleware/require-admin.ts';

export const siteFiles = new Hono<AppEnv>().use(requireAdmin).get(siteFileRoutes.list.path, async (c) => {
  const response = await c.env.ASSETS.fetch(new URL(SITE_FILES_PATH, c.req.url));
  const parsed = response.ok ? siteFilesSchema.safeParse(await response.json().catch(() => null)) : null;
  if (!parsed?.success) throw new ApiError(503, 'files_unavailable', 'The list of files is not in this build: publish the site again.');
  return c.json({ data: parsed.data.files });
});
