/**
 * @module contracts/publish
 * The published site's build stamp (dist/build-info.json) and the admin's view of publishing.
 */
import * as z from 'zod/mini';

/** Written by every build: when it ran and the catalogue revision it was built from. */
export const buildInfoSchema = z.object({ builtAt: z.string(), revision: z.int() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** GET /api/admin/publish. */
export const publishStatusSchema = z.object({
  /** The site being served: null when it carries no build stamp. */
  published: z.nullable(buildInfoSchema),
  /** The database's revision now. */
  currentRevision: z.int(),
  /** True when public data changed since the published build. */
  changedSince: z.boolean(),
  /** When a publish was last asked for, and whether a build is waiting for it. */
  requestedAt: z.nullable(z.string()),
  configured: z.boolean(),
});
export type PublishStatus = z.infer<typeof publishStatusSchema>;

/** POST /api/admin/publish: the request was handed to the build. */
export const publishRequestedSchema = z.object({ requestedAt: z.string() });
