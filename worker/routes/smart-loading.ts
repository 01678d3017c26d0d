/**
 * @module routes/smart-loading
 * POST /api/smart-loading/parallax-first: the home page's hero and parallax scenes in one answer
 * (contract in src/contracts/smart-loading.ts). A read that takes a body, so it is a POST; it writes
 * nothing, so any origin may ask. Never stored: the hero's candidates are a fresh random sample.
 */
import { Hono } from 'hono';
import type { ListingSummary } from '~/contracts/listing.ts';
import { smartLoadingRoutes } from '~/contracts/routes/smart-loading.ts';
import type { ArtworkListing, SmartLoading } from '~/contracts/smart-loading.ts';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { toArtworkListing } from '~/db/projections.ts';
import { getHeroSettings } from '~/db/queries/hero.ts';
import { firstParallaxSceneName, getParallaxScenesByName } from '~/db/queries/parallax-scenes.ts';
import { heroArtwork, heroCandidates, sampleOf } from '~/domain/hero-stickers.ts';
import { withoutStickers } from '~/domain/parallax.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

/** A number in [0, 1) from the platform's random source. */
const random = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const { parallaxFirst } = smartLoadingRoutes;

export const smartLoading = new Hono<AppEnv>().post(
  parallaxFirst.path,
  // Home asks once per visit, /parallax once per instance (two): 60 a minute per client and isolate
  // leaves room for a reload a second. At 30, the journeys (one client, all on this machine) ran out
  // of it on /parallax once the listing pages had become lighter and the runs quicker.
  rateLimit({ limit: 60, windowMs: 60_000 }),
  bodyLimit(4096),
  validate('json', parallaxFirst.json),
  async (c) => {
    const { activeScenes, heroTarget } = c.req.valid('json');
    const db = c.var.db;
    const [catalogue, found, first, settings] = await Promise.all([
      catalogueOf(c),
      getParallaxScenesByName(db, activeScenes),
      firstParallaxSceneName(db),
      heroTarget ? getHeroSettings(db) : Promise.resolve(null),
    ]);
    // A placement whose scene is gone shows the first scene instead: send it along.
    if (first && activeScenes.some((name) => !found.has(name)) && !found.has(first)) {
      const fallback = (await getParallaxScenesByName(db, [first])).get(first);
      if (fallback) found.set(first, fallback);
    }
    // Hidden listings stay out of public scenes, as everywhere else.
    const sceneDetails: Record<string, ParallaxScene> = {};
    for (const [name, scene] of found) sceneDetails[name] = withoutStickers(scene, (id) => catalogue.has(id));

    const configured = settings ? [settings.leftListingId, settings.rightListingId].filter((id): id is number => id !== null) : [];
    const sampled = heroTarget
      ? sampleOf(
          heroCandidates(catalogue.cards.map((card) => ({ etsyListingId: card.id, svgPath: card.hasArtwork ? card.image : null }))),
          heroTarget.candidates,
          random,
        ).map((card) => card.etsyListingId)
      : [];
    const sceneIds = Object.values(sceneDetails).flatMap((scene) => scene.scene_stickers.map((s) => s.listingId));
    const ids = [...new Set([...configured, ...sampled, ...sceneIds])];
    const summaries = JSON.parse(await catalogue.summariesJson(db, ids)) as ListingSummary[];
    const artwork = new Map<number, ArtworkListing>();
    for (const summary of summaries) {
      const listing = toArtworkListing(summary);
      if (listing) artwork.set(listing.etsyListingId, listing);
    }
    const pick = (list: readonly number[]) => [...new Set(list)].flatMap((id) => artwork.get(id) ?? []);

    c.header('Cache-Control', 'no-store');
    return c.json({
      data: {
        hero: settings ? { settings, stickers: pick([...configured, ...sampled]).map(heroArtwork) } : null,
        parallax: Object.fromEntries(pick(sceneIds).map((l) => [String(l.etsyListingId), l])),
        sceneDetails,
        firstScene: first,
      } satisfies SmartLoading,
    });
  },
);
