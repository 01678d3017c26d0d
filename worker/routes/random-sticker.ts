/**
 * @module routes/random-sticker
 * GET /api/random-sticker: one public listing with artwork, picked at random, for the hero
 * machines: never the hero's excluded listings, never one already on screen (`exclude`), and
 * offering `size` when one is asked for. 404 when none is left.
 */
import { Hono } from 'hono';
import { randomStickerRoutes } from '~/contracts/routes/random-sticker.ts';
import { HERO_EXCLUDED_IDS } from '~/domain/hero-stickers.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

const heroExcluded: ReadonlySet<number> = new Set(HERO_EXCLUDED_IDS);

/** A uniform index below n from the platform's random source. */
const randomIndex = (n: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % n;

const { one } = randomStickerRoutes;

export const randomSticker = new Hono<AppEnv>().get(one.path, validate('query', one.query), async (c) => {
  const { size, exclude = [] } = c.req.valid('query');
  const shown = new Set(exclude);
  const catalogue = await catalogueOf(c);
  const pool = catalogue.cards.filter(
    (card) => card.hasArtwork && !heroExcluded.has(card.id) && !shown.has(card.id) && (!size || card.availableSizes.includes(size)),
  );
  if (pool.length === 0) throw notFound('Sticker with artwork');
  const pick = pool[randomIndex(pool.length)]!;
  // A different answer every time: never stored.
  c.header('Cache-Control', 'no-store');
  const summaries = await catalogue.summariesJson(c.var.db, [pick.id]);
  c.header('Content-Type', 'application/json');
  return c.body(`{"data":${summaries.slice(1, -1)}}`);
});
