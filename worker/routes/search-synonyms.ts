/**
 * @module routes/search-synonyms
 * GET /api/admin/search-synonyms (admin): the built-in synonyms and the owner's.
 * PUT (admin): replaces the owner's list. The Worker's search (the Scene Builder's sidebar) uses it
 * at once; the site is asked to rebuild, which carries it to the home page's search.
 */
import { Hono } from 'hono';
import { searchSynonymRoutes } from '~/contracts/routes/search-synonyms.ts';
import type { SearchSynonyms } from '~/contracts/search-synonyms.ts';
import type { Database } from '~/db/client.ts';
import { listOwnerSynonyms, replaceOwnerSynonyms } from '~/db/queries/search-synonyms.ts';
import { BUILT_IN_SYNONYMS } from '~/domain/synonyms.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { read, save } = searchSynonymRoutes;

/** 200 synonyms of at most 90 characters each, with room for the JSON around them. */
const MAX_BODY_BYTES = 32 * 1024;

const current = async (db: Database): Promise<SearchSynonyms> => ({ builtIn: [...BUILT_IN_SYNONYMS], owner: await listOwnerSynonyms(db) });

export const searchSynonyms = new Hono<AppEnv>()
  .get(read.path, requireAdmin, async (c) => c.json({ data: await current(c.var.db) }))
  .put(save.path, requireAdmin, sameOrigin, bodyLimit(MAX_BODY_BYTES), validate('json', save.json), async (c) => {
    await replaceOwnerSynonyms(c.var.db, c.req.valid('json').synonyms);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: await current(c.var.db) });
  });
