/**
 * The contract schema of every public API answer, by route. The worker tests read every answer
 * through it (helpers.ts), so renaming a field on either side fails a test; a route added without
 * an entry here fails 'every public route has a contract' in api-contracts.test.ts.
 */
import * as z from 'zod/mini';
import { dataOf, healthSchema, pageOf } from '../../src/contracts/api.ts';
import { eventsAcceptedSchema } from '../../src/contracts/events.ts';
import { smartLoadingSchema } from '../../src/contracts/smart-loading.ts';
import { adminSessionSchema } from '../../src/contracts/admin.ts';
import { debugResultSchema } from '../../src/contracts/debug.ts';
import { analyticsReportSchema } from '../../src/contracts/analytics-report.ts';
import { backupSchema, backupStatsSchema, backupSummarySchema } from '../../src/contracts/backups.ts';
import { publishRequestedSchema, publishStatusSchema } from '../../src/contracts/publish.ts';
import { connectionStatusSchema, oauthConnectedSchema, oauthStartSchema, syncRunSchema, syncStartedSchema } from '../../src/contracts/marketplace.ts';
import { heroSettingsSchema } from '../../src/contracts/hero.ts';
import { catalogueCardSchema, categoryCountSchema, fullListingSchema, listingSummarySchema, tagCountSchema } from '../../src/contracts/listing.ts';
import { recommendationSchema, trackedRecommendationsSchema } from '../../src/contracts/recommendations.ts';
import {
  categorySceneAssignmentSchema, instanceSceneAssignmentSchema, listingSceneInsertionSchema, parallaxSceneSchema, parallaxSceneDetailSchema,
} from '../../src/contracts/parallax-scenes.ts';

/** `METHOD /api/path` as the app's route table writes it, and the schema of its success answer. */
export const ANSWER_SCHEMAS: Readonly<Record<string, z.ZodMiniType>> = {
  'GET /api/unified-stickers': pageOf(listingSummarySchema),
  'GET /api/unified-stickers/:id': dataOf(fullListingSchema),
  'GET /api/stickers': pageOf(catalogueCardSchema),
  'GET /api/etsy-listing-ids': dataOf(z.array(z.int())),
  'GET /api/svgpath-stickers': pageOf(listingSummarySchema),
  'GET /api/global-tags': dataOf(z.array(tagCountSchema)),
  'GET /api/categories': dataOf(z.array(categoryCountSchema)),
  'GET /api/health': healthSchema,
  'GET /api/hero-settings': dataOf(heroSettingsSchema),
  'GET /api/parallax-scenes': dataOf(z.array(parallaxSceneSchema)),
  'GET /api/parallax-scenes/:name': dataOf(parallaxSceneDetailSchema),
  'GET /api/category-scene-assignments': dataOf(z.array(categorySceneAssignmentSchema)),
  'GET /api/category-scene-assignments/:category': dataOf(categorySceneAssignmentSchema),
  'GET /api/listing-scene-insertions': dataOf(z.array(listingSceneInsertionSchema)),
  'GET /api/listing-scene-insertions/:listingId': dataOf(listingSceneInsertionSchema),
  'GET /api/parallax-instance-assignments/:id': dataOf(instanceSceneAssignmentSchema),
  'GET /api/listing-recommendations/:id': dataOf(z.array(recommendationSchema)),
  'PUT /api/listing-recommendations/:id': dataOf(trackedRecommendationsSchema),
  'POST /api/events': eventsAcceptedSchema,
  'GET /api/random-sticker': dataOf(listingSummarySchema),
  'POST /api/smart-loading/parallax-first': dataOf(smartLoadingSchema),
  'PUT /api/hero-settings': dataOf(heroSettingsSchema),
  'GET /api/admin/session': dataOf(adminSessionSchema),
  'POST /api/admin/session': dataOf(adminSessionSchema),
  'DELETE /api/admin/session': dataOf(adminSessionSchema),
  'GET /api/marketplace/status': dataOf(connectionStatusSchema),
  'POST /api/marketplace/oauth/start': dataOf(oauthStartSchema),
  'POST /api/marketplace/oauth/exchange': dataOf(oauthConnectedSchema),
  'DELETE /api/marketplace/token': dataOf(connectionStatusSchema),
  'POST /api/marketplace/sync': dataOf(syncStartedSchema),
  'POST /api/marketplace/listings/:id/fetch': dataOf(syncStartedSchema),
  'GET /api/marketplace/sync/:runId': dataOf(syncRunSchema),
  'GET /api/admin/publish': dataOf(publishStatusSchema),
  'GET /api/admin/analytics': dataOf(analyticsReportSchema),
  'POST /api/marketplace/debug/process-deprecated': dataOf(debugResultSchema),
  'POST /api/marketplace/debug/:check': dataOf(debugResultSchema),
  'GET /api/admin/backups/stats': dataOf(backupStatsSchema),
  'GET /api/admin/backups/listing/:id': dataOf(z.array(backupSummarySchema)),
  'GET /api/admin/backups/listing/:id/latest': dataOf(backupSchema),
  'GET /api/admin/backups/:backupId': dataOf(backupSchema),
  'POST /api/admin/backups': dataOf(backupSchema),
  'POST /api/admin/backups/:backupId/restore': dataOf(backupSchema),
  'POST /api/admin/publish': dataOf(publishRequestedSchema),
};

const patterns = Object.keys(ANSWER_SCHEMAS).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`) };
});

/** The contract key of a request, or null when no public route answers it. */
export function routeKey(method: string, path: string): string | null {
  const { pathname } = new URL(path, 'http://test');
  return patterns.find((p) => p.method === method && p.pattern.test(pathname))?.key ?? null;
}
