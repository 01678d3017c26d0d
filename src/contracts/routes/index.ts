/**
 * @module contracts/routes
 * Every API route, for the Worker and the tests. The browser imports the one resource it calls
 * (./<resource>.ts), never this index, so one page's bundle holds no other resource's schemas.
 */
import type { Route } from '../route.ts';
import { adminListingRoutes } from './admin-listings.ts';
import { adminSessionRoutes } from './admin-session.ts';
import { analyticsRoutes } from './analytics.ts';
import { autoAssociationProgressRoutes } from './auto-association-progress.ts';
import { backupRoutes } from './backups.ts';
import { categoryRoutes } from './categories.ts';
import { categorySceneAssignmentRoutes } from './category-scene-assignments.ts';
import { colorAuditProgressRoutes } from './color-audit-progress.ts';
import { etsyListingIdRoutes } from './etsy-listing-ids.ts';
import { eventRoutes } from './events.ts';
import { globalTagRoutes } from './global-tags.ts';
import { healthRoutes } from './health.ts';
import { heroSettingRoutes } from './hero-settings.ts';
import { listingRecommendationRoutes } from './listing-recommendations.ts';
import { listingSceneInsertionRoutes } from './listing-scene-insertions.ts';
import { marketplaceDebugRoutes } from './marketplace-debug.ts';
import { marketplaceRoutes } from './marketplace.ts';
import { parallaxInstanceAssignmentRoutes } from './parallax-instance-assignments.ts';
import { parallaxSceneRoutes } from './parallax-scenes.ts';
import { publishRoutes } from './publish.ts';
import { randomStickerRoutes } from './random-sticker.ts';
import { searchSynonymRoutes } from './search-synonyms.ts';
import { shopSettingRoutes } from './shop-settings.ts';
import { siteFileRoutes } from './site-files.ts';
import { smartLoadingRoutes } from './smart-loading.ts';
import { stickerRoutes } from './stickers.ts';
import { svgpathStickerRoutes } from './svgpath-stickers.ts';
import { unifiedStickerRoutes } from './unified-stickers.ts';
import { uploadRoutes } from './uploads.ts';

export {
  adminListingRoutes,
  adminSessionRoutes,
  analyticsRoutes,
  autoAssociationProgressRoutes,
  backupRoutes,
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
  siteFileRoutes,
  smartLoadingRoutes,
  stickerRoutes,
  svgpathStickerRoutes,
  unifiedStickerRoutes,
  uploadRoutes,
};

/** Every API route, one resource after another. */
export const API_ROUTES: readonly Route[] = [
  unifiedStickerRoutes,
  stickerRoutes,
  etsyListingIdRoutes,
  svgpathStickerRoutes,
  globalTagRoutes,
  categoryRoutes,
  healthRoutes,
  heroSettingRoutes,
  parallaxSceneRoutes,
  categorySceneAssignmentRoutes,
  listingSceneInsertionRoutes,
  parallaxInstanceAssignmentRoutes,
  listingRecommendationRoutes,
  eventRoutes,
  randomStickerRoutes,
  smartLoadingRoutes,
  adminSessionRoutes,
  publishRoutes,
  backupRoutes,
  adminListingRoutes,
  autoAssociationProgressRoutes,
  colorAuditProgressRoutes,
  searchSynonymRoutes,
  shopSettingRoutes,
  siteFileRoutes,
  uploadRoutes,
  analyticsRoutes,
  marketplaceDebugRoutes,
  marketplaceRoutes,
].flatMap((routes) => Object.values<Route>(routes));
