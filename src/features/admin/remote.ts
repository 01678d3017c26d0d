/**
 * @module admin/remote
 * The admin panel's calls, each answer read through its contract. A 401 means the session ended:
 * the panel goes back to its sign-in form.
 */
import { ApiRequestError, getJson, sendJson } from '~/client/api.ts';
import type { AdminSession, HeroSettingsUpdate } from '~/contracts/admin.ts';
import type { Health } from '~/contracts/api.ts';
import type { AdminListing } from '~/contracts/admin-listings.ts';
import type { AnalyticsReport } from '~/contracts/analytics-report.ts';
import type { DebugCheck, DebugResult, DeprecatedPlan, StoredDataReport } from '~/contracts/debug.ts';
import type { HeroSettings } from '~/contracts/hero.ts';
import type { PublishStatus } from '~/contracts/publish.ts';
import type { ConnectionStatusAnswer, SyncRun, SyncRuns } from '~/contracts/marketplace.ts';
import { urlOf } from '~/contracts/route.ts';
import { adminSessionRoutes as session } from '~/contracts/routes/admin-session.ts';
import { analyticsRoutes } from '~/contracts/routes/analytics.ts';
import { backupRoutes } from '~/contracts/routes/backups.ts';
import { healthRoutes } from '~/contracts/routes/health.ts';
import { heroSettingRoutes as hero } from '~/contracts/routes/hero-settings.ts';
import { marketplaceDebugRoutes as debug } from '~/contracts/routes/marketplace-debug.ts';
import { marketplaceRoutes as marketplace } from '~/contracts/routes/marketplace.ts';
import { publishRoutes as publish } from '~/contracts/routes/publish.ts';
import { searchSynonymRoutes as synonyms } from '~/contracts/routes/search-synonyms.ts';
import { shopSettingRoutes as shopSettings } from '~/contracts/routes/shop-settings.ts';
import type { ShopSettings } from '~/contracts/shop-settings.ts';
import type { SearchSynonyms, Synonym } from '~/contracts/search-synonyms.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import { adminListingRoutes } from '~/contracts/routes/admin-listings.ts';

const noStore = { cache: 'no-store' } as const;

export const fetchSession = async (): Promise<AdminSession> => (await getJson(session.read.answer, urlOf(session.read), noStore)).data;
export const signIn = async (password: string): Promise<AdminSession> =>
  (await sendJson(session.signIn.answer, session.signIn.method, urlOf(session.signIn), { password })).data;
export const signOut = async (): Promise<AdminSession> => (await sendJson(session.signOut.answer, session.signOut.method, urlOf(session.signOut), {})).data;

/** The health answer, also when it is 503 (the database failed or is setting up). */
export async function fetchHealth(): Promise<Health> {
  const response = await fetch(urlOf(healthRoutes.status), noStore);
  const parsed = healthRoutes.status.answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText}`, response.status);
  return parsed.data;
}

export const fetchHeroSettings = async (): Promise<HeroSettings> => (await getJson(hero.read.answer, urlOf(hero.read), noStore)).data;
export const saveHeroSettings = async (settings: HeroSettingsUpdate): Promise<HeroSettings> =>
  (await sendJson(hero.save.answer, hero.save.method, urlOf(hero.save), settings)).data;

/** What the panel says when the Worker itself could not be reached. */
/** What a write refused for want of a session says, on a page that is not the admin panel. */
export const SIGN_IN_FIRST = 'Sign in on the admin page (/admin) first.';
export const CHECK_NETWORK = 'Could not reach the server: check the network and retry.';

/** A failed call in words: the server's message, else the network hint, else the error's own. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.message ?? (error.status === null ? CHECK_NETWORK : error.message);
  return error instanceof Error ? error.message : String(error);
}

/** True when a failed call says the session is gone. */
export const isSignedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

const { status, clearToken: tokenRoute, oauthStart, oauthExchange, startSync: syncRoute, fetchListing, syncRun, syncRuns, cancelSync } = marketplace;
export const fetchConnection = async (): Promise<ConnectionStatusAnswer> => (await getJson(status.answer, urlOf(status), noStore)).data;
export const clearToken = async (): Promise<ConnectionStatusAnswer> => (await sendJson(tokenRoute.answer, tokenRoute.method, urlOf(tokenRoute), {})).data;
export const startOAuth = async (): Promise<string> => (await sendJson(oauthStart.answer, oauthStart.method, urlOf(oauthStart), {})).data.url;
export const exchangeOAuth = async (code: string, state: string) =>
  (await sendJson(oauthExchange.answer, oauthExchange.method, urlOf(oauthExchange), { code, state })).data;

/** The message the connect window sends its opener when the shop is connected. */
export const CONNECTED_MESSAGE = 'marketplace-connected';

export const startSync = async (mode: 'full' | 'safe_update' | 'transactions') =>
  (await sendJson(syncRoute.answer, syncRoute.method, urlOf(syncRoute), { mode })).data;
export const fetchOneListing = async (id: number) => (await sendJson(fetchListing.answer, fetchListing.method, urlOf(fetchListing, { id }), {})).data;
export const fetchSyncRun = async (runId: number): Promise<SyncRun> => (await getJson(syncRun.answer, urlOf(syncRun, { runId }), noStore)).data;
export const fetchSyncRuns = async (): Promise<SyncRuns> => (await getJson(syncRuns.answer, urlOf(syncRuns), noStore)).data;
export const cancelSyncRun = async (runId: number): Promise<SyncRuns> =>
  (await sendJson(cancelSync.answer, cancelSync.method, urlOf(cancelSync, { runId }), {})).data;

export const fetchPublishStatus = async (): Promise<PublishStatus> => (await getJson(publish.status.answer, urlOf(publish.status), noStore)).data;
export const publishNow = async () => (await sendJson(publish.now.answer, publish.now.method, urlOf(publish.now), {})).data;

const { report } = analyticsRoutes;
export const fetchAnalytics = async (days = 30): Promise<AnalyticsReport> => (await getJson(report.answer, urlOf(report, {}, { days }), noStore)).data;

export const runDebugCheck = async (check: DebugCheck): Promise<DebugResult> =>
  (await sendJson(debug.check.answer, debug.check.method, urlOf(debug.check, { check }), {})).data;
export const planDeprecated = async (): Promise<DeprecatedPlan> => (await getJson(debug.planDeprecated.answer, urlOf(debug.planDeprecated), noStore)).data;
export const processDeprecated = async (confirm: string): Promise<DebugResult> =>
  (await sendJson(debug.processDeprecated.answer, debug.processDeprecated.method, urlOf(debug.processDeprecated), { confirm })).data;
export const fetchStoredDataProblems = async (): Promise<StoredDataReport> =>
  (await getJson(debug.storedDataProblems.answer, urlOf(debug.storedDataProblems), noStore)).data;

/**
 * The best-selling public listings with artwork (the test homepage's fixed listings), each as the
 * owner's record: the public list says which, in order, but not how many each sold.
 */
export async function fetchTopListings(limit: number): Promise<AdminListing[]> {
  const { list } = unifiedStickerRoutes;
  const { one } = adminListingRoutes;
  const top = (await getJson(list.answer, urlOf(list, {}, { limit, sortBy: 'sales', sortOrder: 'desc', hasSvgPath: true }), noStore)).data;
  return Promise.all(top.map(async ({ etsyListingId: id }) => (await getJson(one.answer, urlOf(one, { id }), noStore)).data));
}

export const fetchShopSettings = async (): Promise<ShopSettings> => (await getJson(shopSettings.read.answer, urlOf(shopSettings.read), noStore)).data;
export const saveShopSettings = async (settings: ShopSettings): Promise<ShopSettings> =>
  (await sendJson(shopSettings.save.answer, shopSettings.save.method, urlOf(shopSettings.save), settings)).data;
export const fetchSearchSynonyms = async (): Promise<SearchSynonyms> => (await getJson(synonyms.read.answer, urlOf(synonyms.read), noStore)).data;
export const saveOwnerSynonyms = async (owner: readonly Synonym[]): Promise<SearchSynonyms> =>
  (await sendJson(synonyms.save.answer, synonyms.save.method, urlOf(synonyms.save), { synonyms: owner })).data;

export const fetchBackupStats = async () => (await getJson(backupRoutes.stats.answer, urlOf(backupRoutes.stats), noStore)).data;
