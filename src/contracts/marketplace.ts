/**
 * @module contracts/marketplace
 * The admin's view of the Etsy connection, and the OAuth steps the connect window takes.
 */
import * as z from 'zod/mini';

export const CONNECTION_STATES = ['none', 'connected', 'needs_reconnecting'] as const;

/** GET /api/marketplace/status. The token itself never leaves the server: only its first 20 characters. */
export const connectionStatusSchema = z.object({
  state: z.enum(CONNECTION_STATES),
  tokenPreview: z.optional(z.string().check(z.maxLength(20))),
  expiresAt: z.optional(z.string()),
  shopId: z.optional(z.nullable(z.int())),
  userId: z.optional(z.nullable(z.int())),
  /** Where the Worker talks to: Etsy itself, or the local fake marketplace. */
  marketplace: z.enum(['etsy', 'fake']),
});
export type ConnectionStatusAnswer = z.infer<typeof connectionStatusSchema>;

/** POST /api/marketplace/oauth/start: the connect page to open. */
export const oauthStartSchema = z.object({ url: z.string() });

/** POST /api/marketplace/oauth/exchange: what Etsy sent back to the connect window. */
export const oauthExchangeSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(2000)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const oauthConnectedSchema = z.object({ shopId: z.nullable(z.int()) });

export const SYNC_MODES = ['full', 'safe_update', 'transactions'] as const;

/** POST /api/marketplace/sync: a full fetch, the safe update of the listings the catalogue has, or the shop's sales. */
export const syncStartSchema = z.strictObject({ mode: z.enum(SYNC_MODES) });

/** A started sync: its run (sync_runs) and Workflow instance; or (joined) the one of that kind already under way. */
export const syncStartedSchema = z.object({ runId: z.int(), instanceId: z.string(), joined: z.optional(z.boolean()) });

export const syncSummarySchema = z.object({
  total: z.int(),
  successful: z.int(),
  failed: z.int(),
  /** Listings Etsy no longer returns, left as they are (runs recorded before it was counted: 0). */
  skipped: z._default(z.int(), 0),
  updates: z.array(z.string()),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Rows D1 wrote for the listings (runs recorded before it was counted: 0). */
  rowsWritten: z._default(z.int(), 0),
});
export type SyncSummary = z.output<typeof syncSummarySchema>;

/** 'cancelled': the owner stopped it; 'stopped': it went silent for longer than a run takes (stopped from outside). */
export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'partial', 'cancelled', 'stopped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** What every view of a run says: which, of what kind, where it is, when. */
const runFields = {
  runId: z.int(),
  kind: z.string(),
  status: z.enum(RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
};

/** GET /api/marketplace/sync/:runId: where a run is, its last 50 messages and, once done, its summary. */
export const syncRunSchema = z.object({
  ...runFields,
  summary: z.nullable(syncSummarySchema),
  error: z.nullable(z.string()),
  messages: z.array(z.object({ at: z.string(), message: z.string() })),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** One run in the panel's list of past runs. */
export const syncRunBriefSchema = z.object({
  ...runFields,
  total: z.int(),
  successful: z.int(),
  failed: z.int(),
});
export type SyncRunBrief = z.infer<typeof syncRunBriefSchema>;

/** GET /api/marketplace/sync: the run under way (the panel follows it again after a reload) and the last ten. */
export const syncRunsSchema = z.object({ active: z.nullable(syncRunBriefSchema), recent: z.array(syncRunBriefSchema) });
export type SyncRuns = z.infer<typeof syncRunsSchema>;
