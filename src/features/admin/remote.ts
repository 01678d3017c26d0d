/**
 * @module admin/remote
 * The admin panel's calls, each answer read through its contract. A 401 means the session ended:
 * the panel goes back to its sign-in form.
 */
import { ApiRequestError, getJson, sendJson } from '~/client/api.ts';
import { adminSessionSchema, type AdminSession, type HeroSettingsUpdate } from '~/contracts/admin.ts';
import { dataOf, healthSchema, pageOf, type Health } from '~/contracts/api.ts';
import { listingSummarySchema, type ListingSummary } from '~/contracts/listing.ts';
import { analyticsReportSchema, type AnalyticsReport } from '~/contracts/analytics-report.ts';
import { debugResultSchema, type DebugCheck, type DebugResult } from '~/contracts/debug.ts';
import { heroSettingsSchema, type HeroSettings } from '~/contracts/hero.ts';
import { publishRequestedSchema, publishStatusSchema, type PublishStatus } from '~/contracts/publish.ts';
import { connectionStatusSchema, oauthConnectedSchema, oauthStartSchema, syncRunSchema, syncStartedSchema, type ConnectionStatusAnswer, type SyncRun } from '~/contracts/marketplace.ts';

const sessionAnswer = dataOf(adminSessionSchema);

export const fetchSession = async (): Promise<AdminSession> => (await getJson(sessionAnswer, '/api/admin/session', { cache: 'no-store' })).data;
export const signIn = async (password: string): Promise<AdminSession> => (await sendJson(sessionAnswer, 'POST', '/api/admin/session', { password })).data;
export const signOut = async (): Promise<AdminSession> => (await sendJson(sessionAnswer, 'DELETE', '/api/admin/session', {})).data;

/** The health answer, also when it is 503 (the database failed or is setting up). */
export async function fetchHealth(): Promise<Health> {
  const response = await fetch('/api/health', { cache: 'no-store' });
  const parsed = healthSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText}`, response.status);
  return parsed.data;
}

const heroAnswer = dataOf(heroSettingsSchema);
export const fetchHeroSettings = async (): Promise<HeroSettings> => (await getJson(heroAnswer, '/api/hero-settings', { cache: 'no-store' })).data;
export const saveHeroSettings = async (settings: HeroSettingsUpdate): Promise<HeroSettings> => (await sendJson(heroAnswer, 'PUT', '/api/hero-settings', settings)).data;

/** What the panel says when the Worker itself could not be reached. */
export const CHECK_NETWORK = 'Could not reach the server: check the network and retry.';

/** A failed call in words: the server's message, else the network hint, else the error's own. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.message ?? (error.status === null ? CHECK_NETWORK : error.message);
  return error instanceof Error ? error.message : String(error);
}

/** True when a failed call says the session is gone. */
export const isSignedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

const statusAnswer = dataOf(connectionStatusSchema);
export const fetchConnection = async (): Promise<ConnectionStatusAnswer> => (await getJson(statusAnswer, '/api/marketplace/status', { cache: 'no-store' })).data;
export const clearToken = async (): Promise<ConnectionStatusAnswer> => (await sendJson(statusAnswer, 'DELETE', '/api/marketplace/token', {})).data;
export const startOAuth = async (): Promise<string> => (await sendJson(dataOf(oauthStartSchema), 'POST', '/api/marketplace/oauth/start', {})).data.url;
export const exchangeOAuth = async (code: string, state: string) => (await sendJson(dataOf(oauthConnectedSchema), 'POST', '/api/marketplace/oauth/exchange', { code, state })).data;

/** The message the connect window sends its opener when the shop is connected. */
export const CONNECTED_MESSAGE = 'marketplace-connected';

const startedAnswer = dataOf(syncStartedSchema);
export const startSync = async (mode: 'full' | 'safe_update' | 'transactions') => (await sendJson(startedAnswer, 'POST', '/api/marketplace/sync', { mode })).data;
export const fetchOneListing = async (id: number) => (await sendJson(startedAnswer, 'POST', `/api/marketplace/listings/${id}/fetch`, {})).data;
export const fetchSyncRun = async (runId: number): Promise<SyncRun> => (await getJson(dataOf(syncRunSchema), `/api/marketplace/sync/${runId}`, { cache: 'no-store' })).data;

export const fetchPublishStatus = async (): Promise<PublishStatus> => (await getJson(dataOf(publishStatusSchema), '/api/admin/publish', { cache: 'no-store' })).data;
export const publishNow = async () => (await sendJson(dataOf(publishRequestedSchema), 'POST', '/api/admin/publish', {})).data;

export const fetchAnalytics = async (days = 30): Promise<AnalyticsReport> => (await getJson(dataOf(analyticsReportSchema), `/api/admin/analytics?days=${days}`, { cache: 'no-store' })).data;

const debugAnswer = dataOf(debugResultSchema);
export const runDebugCheck = async (check: DebugCheck): Promise<DebugResult> => (await sendJson(debugAnswer, 'POST', `/api/marketplace/debug/${check}`, {})).data;
export const processDeprecated = async (confirm: string): Promise<DebugResult> => (await sendJson(debugAnswer, 'POST', '/api/marketplace/debug/process-deprecated', { confirm })).data;

/** The best-selling public listings with artwork (the test homepage's fixed listings). */
export async function fetchTopListings(limit: number): Promise<ListingSummary[]> {
  return (await getJson(pageOf(listingSummarySchema), `/api/unified-stickers?limit=${limit}&sortBy=sales&sortOrder=desc&hasSvgPath=true`, { cache: 'no-store' })).data;
}
