/**
 * The Worker: the public API under /api, deep-link resolution for paths that match no static file,
 * and the scheduled marketplace sync.
 */
import { Hono } from 'hono';
import { mountOf } from '~/contracts/route.ts';
import {
  adminListingRoutes,
  adminSessionRoutes,
  siteFileRoutes,
  uploadRoutes,
  analyticsRoutes,
  autoAssociationProgressRoutes,
  backupRoutes as backupRouteTable,
  categoryRoutes,
  categorySceneAssignmentRoutes,
  colorAuditProgressRoutes,
  etsyListingIdRoutes,
  eventRoutes,
  globalTagRoutes,
  healthRoutes,
  heroSettingRoutes,
  listingRecommendationRoutes,
  listingSceneInsertionRoutes,
  marketplaceDebugRoutes,
  marketplaceRoutes,
  parallaxInstanceAssignmentRoutes,
  parallaxSceneRoutes,
  publishRoutes,
  randomStickerRoutes,
  searchSynonymRoutes,
  shopSettingRoutes,
  smartLoadingRoutes,
  stickerRoutes,
  svgpathStickerRoutes,
  unifiedStickerRoutes,
} from '~/contracts/routes/index.ts';
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
import { forgetRevisionAfterWrites, noStoreByDefault } from './middleware/cache.ts';
import { apiSecurityHeaders } from './middleware/security-headers.ts';
import { adminListings } from './routes/admin-listings.ts';
import { adminSession } from './routes/admin-session.ts';
import { siteFiles } from './routes/site-files.ts';
import { analytics } from './routes/analytics.ts';
import { backupRoutes } from './routes/backups.ts';
import { categories } from './routes/categories.ts';
import { categorySceneAssignments } from './routes/category-scene-assignments.ts';
import { etsyListingIds } from './routes/etsy-listing-ids.ts';
import { events } from './routes/events.ts';
import { globalTags } from './routes/global-tags.ts';
import { health } from './routes/health.ts';
import { autoAssociationProgress } from './routes/auto-association-progress.ts';
import { colorAuditProgress } from './routes/color-audit-progress.ts';
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
import { searchSynonyms } from './routes/search-synonyms.ts';
import { shopSettings } from './routes/shop-settings.ts';
import { smartLoading } from './routes/smart-loading.ts';
import { stickers } from './routes/stickers.ts';
import { svgpathStickers } from './routes/svgpath-stickers.ts';
import { unifiedStickers } from './routes/unified-stickers.ts';
import { uploads } from './routes/uploads.ts';

const api = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(noStoreByDefault)
  .use(forgetRevisionAfterWrites)
  .route(mountOf(unifiedStickerRoutes), unifiedStickers)
  .route(mountOf(stickerRoutes), stickers)
  .route(mountOf(etsyListingIdRoutes), etsyListingIds)
  .route(mountOf(svgpathStickerRoutes), svgpathStickers)
  .route(mountOf(globalTagRoutes), globalTags)
  .route(mountOf(categoryRoutes), categories)
  .route(mountOf(healthRoutes), health)
  .route(mountOf(heroSettingRoutes), heroSettings)
  .route(mountOf(parallaxSceneRoutes), parallaxScenes)
  .route(mountOf(categorySceneAssignmentRoutes), categorySceneAssignments)
  .route(mountOf(listingSceneInsertionRoutes), listingSceneInsertions)
  .route(mountOf(parallaxInstanceAssignmentRoutes), parallaxInstanceAssignments)
  .route(mountOf(listingRecommendationRoutes), listingRecommendations)
  .route(mountOf(eventRoutes), events)
  .route(mountOf(randomStickerRoutes), randomSticker)
  .route(mountOf(smartLoadingRoutes), smartLoading)
  .route(mountOf(adminSessionRoutes), adminSession)
  .route(mountOf(publishRoutes), publish)
  .route(mountOf(backupRouteTable), backupRoutes)
  .route(mountOf(adminListingRoutes), adminListings)
  .route(mountOf(autoAssociationProgressRoutes), autoAssociationProgress)
  .route(mountOf(colorAuditProgressRoutes), colorAuditProgress)
  .route(mountOf(searchSynonymRoutes), searchSynonyms)
  .route(mountOf(shopSettingRoutes), shopSettings)
  .route(mountOf(siteFileRoutes), siteFiles)
  .route(mountOf(uploadRoutes), uploads)
  .route(mountOf(analyticsRoutes), analytics)
  .route(mountOf(marketplaceDebugRoutes), marketplaceDebug)
  .route(mountOf(marketplaceRoutes), marketplace)
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
