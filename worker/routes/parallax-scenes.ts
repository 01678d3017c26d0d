/**
 * GET /api/parallax-scenes (optionally one category's) and GET /api/parallax-scenes/:name, whose
 * answer adds enrichedStickers: the public listings the scene shows.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { getPublicSummaries } from '../../src/db/queries/listings.ts';
import { getScene, listScenes } from '../../src/db/queries/scenes.ts';
import type { AppEnv } from '../env.ts';
import { db } from '../lib/db.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

export const sceneName = z.string().trim().min(1).max(100);

export const parallaxScenes = new Hono<AppEnv>()
  .get('/', validate('query', z.object({ category: z.string().max(100).optional() })), async (c) => {
    return c.json({ data: await listScenes(db(c), c.req.valid('query').category) });
  })
  .get('/:name', validate('param', z.object({ name: sceneName })), async (c) => {
    const scene = await getScene(db(c), c.req.valid('param').name);
    if (!scene) throw notFound('Scene');
    const ids = [...new Set(scene.scene_stickers.map((s) => s.listingId))];
    const enrichedStickers = await getPublicSummaries(db(c), ids);
    // A hidden listing stays out of the public scene, like everywhere else.
    const visible = new Set(enrichedStickers.map((s) => s.etsyListingId));
    return c.json({ data: { ...scene, scene_stickers: scene.scene_stickers.filter((s) => visible.has(s.listingId)), enrichedStickers } });
  });
