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

/**
 * What a write of a listing changes, in the owner's words: every column a merge may write belongs to
 * one of these (src/domain/listing-changes.ts). 'other Etsy data' is Etsy's record as it sent it,
 * named only when nothing shown changed with it.
 */
export const LISTING_FIELDS = [
  'title',
  'description',
  'price',
  'sizes',
  'colours',
  'images',
  'tags',
  'category',
  'status',
  'stock',
  'views',
  'favourites',
  'featured rank',
  'links',
  'sales',
  'dimensions',
  'dimension sources',
  'pack type',
  'variations',
  'local data',
  'other Etsy data',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** How many listings changed each field: only fields some listing changed, in LISTING_FIELDS order. */
export const fieldTallySchema = z.array(z.object({ field: z.enum(LISTING_FIELDS), listings: z.int().check(z.minimum(1)) }));
export type FieldTally = z.infer<typeof fieldTallySchema>;

/** What a Fetch Sales run read and stored. */
export const salesFiguresSchema = z.object({
  pagesRead: z.int(),
  /** The sales Etsy says the shop has. */
  onEtsy: z.int(),
  /** The sales stored here once the run ended. */
  stored: z.int(),
  newSales: z.int(),
  /** Listings whose sales count (total_sales_volume) the run changed. */
  listingsChanged: z.int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/**
 * What a run did, counted: listings new to the catalogue, changed, unchanged (nothing written),
 * failed, and not on Etsy any more (skipped); for Fetch Sales, its sales figures instead.
 */
export const syncOutcomeSchema = z.object({
  created: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  failed: z.int(),
  skipped: z.int(),
  sales: z.nullable(salesFiguresSchema),
});
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

/**
 * A finished run's summary: its counts, how many listings changed each field, the first 10 new or
 * changed listings (with what changed) then '... and N more', every error and every warning.
 */
export const syncSummarySchema = z.extend(syncOutcomeSchema, {
  fields: fieldTallySchema,
  updates: z.array(z.string()),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Rows D1 wrote for the listings. */
  rowsWritten: z.int(),
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

/** One run in the panel's list of past runs: what it did once it ended (null while it runs). */
export const syncRunBriefSchema = z.object({
  ...runFields,
  outcome: z.nullable(syncOutcomeSchema),
});
export type SyncRunBrief = z.infer<typeof syncRunBriefSchema>;

/** GET /api/marketplace/sync: the run under way (the panel follows it again after a reload) and the last ten. */
export const syncRunsSchema = z.object({ active: z.nullable(syncRunBriefSchema), recent: z.array(syncRunBriefSchema) });
export type SyncRuns = z.infer<typeof syncRunsSchema>;
