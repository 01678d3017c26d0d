/**
 * The Worker: the public API under /api, deep-link resolution for paths that match no static file,
 * and the scheduled marketplace sync.
 */
import { Hono } from 'hono';
import { pruneBackups } from '~/db/queries/backups.ts';
import { rollUpEvents } from '~/db/queries/events.ts';
import { forgetHitsBefore } from '~/db/queries/recommendations.ts';
import { database } from '~/db/client.ts';
import type { AppEnv } from './env.ts';
import { startScheduledSync } from './marketplace/scheduled.ts';

export { MarketplaceSync } from './marketplace/sync-workflow.ts';
export { PublishSite } from './publish/publish-workflow.ts';
import { allowedMethods } from './lib/allowed-methods.ts';
import { utcDay } from './lib/visitor.ts';
import { ApiError, handleError, methodNotAllowed } from './lib/errors.ts';
import { withDatabase } from './middleware/database.ts';
import { noStoreByDefault } from './middleware/cache.ts';
import { apiSecurityHeaders } from './middleware/security-headers.ts';
import { adminSession } from './routes/admin-session.ts';
import { analytics } from './routes/analytics.ts';
import { backupRoutes } from './routes/backups.ts';
import { categories } from './routes/categories.ts';
import { categorySceneAssignments } from './routes/category-scene-assignments.ts';
import { etsyListingIds } from './routes/etsy-listing-ids.ts';
import { events } from './routes/events.ts';
import { globalTags } from './routes/global-tags.ts';
import { health } from './routes/health.ts';
import { heroSettings } from './routes/hero-settings.ts';
import { listingRecommendations } from './routes/listing-recommendations.ts';
import { listingSceneInsertions } from './routes/listing-scene-insertions.ts';
import { marketplace } from './routes/marketplace.ts';
import { marketplaceDebug } from './routes/marketplace-debug.ts';
import { pages } from './routes/pages.ts';
import { publish } from './routes/publish.ts';
import { parallaxInstanceAssignments } from './routes/parallax-instance-assignments.ts';
import { parallaxScenes } from './routes/parallax-scenes.ts';
import { randomSticker } from './routes/random-sticker.ts';
import { smartLoading } from './routes/smart-loading.ts';
import { stickers } from './routes/stickers.ts';
import { svgpathStickers } from './routes/svgpath-stickers.ts';
import { unifiedStickers } from './routes/unified-stickers.ts';

const api = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(noStoreByDefault)
  .route('/unified-stickers', unifiedStickers)
  .route('/stickers', stickers)
  .route('/etsy-listing-ids', etsyListingIds)
  .route('/svgpath-stickers', svgpathStickers)
  .route('/global-tags', globalTags)
  .route('/categories', categories)
  .route('/health', health)
  .route('/hero-settings', heroSettings)
  .route('/parallax-scenes', parallaxScenes)
  .route('/category-scene-assignments', categorySceneAssignments)
  .route('/listing-scene-insertions', listingSceneInsertions)
  .route('/parallax-instance-assignments', parallaxInstanceAssignments)
  .route('/listing-recommendations', listingRecommendations)
  .route('/events', events)
  .route('/random-sticker', randomSticker)
  .route('/smart-loading', smartLoading)
  .route('/admin/session', adminSession)
  .route('/admin/publish', publish)
  .route('/admin/backups', backupRoutes)
  .route('/admin/analytics', analytics)
  .route('/marketplace/debug', marketplaceDebug)
  .route('/marketplace', marketplace)
  .all('*', (c) => {
    const allowed = apiMethods(c.req.path.slice('/api'.length));
    if (allowed.length > 0) throw methodNotAllowed(c.req.method, allowed);
    throw new ApiError(404, 'not_found', 'No such API endpoint');
  });

const apiMethods = allowedMethods(api.routes);

/** The whole app, exported on its own for tests. */
export const app = new Hono<AppEnv>().use(withDatabase).route('/api', api).route('/', pages);
app.onError(handleError);
api.onError(handleError);

/** Raw analytics events are kept this many days; their daily counts stay. */
const RAW_EVENT_DAYS = 30;

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    const db = database(env.DB);
    const now = new Date(controller.scheduledTime);
    const today = utcDay(now);
    await rollUpEvents(db, today, utcDay(new Date(now.getTime() - RAW_EVENT_DAYS * 86_400_000)));
    await forgetHitsBefore(db, today);
    await pruneBackups(db, now);
    await startScheduledSync(env, db, now);
  },
} satisfies ExportedHandler<Env>;
