/**
 * @module contracts/debug
 * The debug screen's checks: each answers a title and lines for its results modal.
 */
import * as z from 'zod/mini';
import { fieldTallySchema } from './marketplace.ts';

export const DEBUG_CHECKS = [
  'database',
  'etsy-data',
  'token',
  'individual',
  'new-api',
  'variation-images',
  'analyze',
  'fetch-store',
  'fetch-4',
  'stored-data',
] as const;
export type DebugCheck = (typeof DEBUG_CHECKS)[number];

/** Each check's button label, which is also its results modal's title. */
export const DEBUG_CHECK_TITLES: Record<DebugCheck, string> = {
  database: 'Test Database Connection',
  'etsy-data': 'Test Etsy Data',
  'new-api': 'Test New Etsy API Functions',
  individual: 'Test Individual Functions',
  token: 'Test Token',
  'variation-images': 'Test Variation Images API',
  analyze: 'Analyze Images & Sizes (Database)',
  'fetch-store': 'Test Fetch & Store',
  'fetch-4': 'Fetch 4 Shop Listings',
  'stored-data': 'Test Retrieve Stored Data',
};

/** The checks that read only the catalogue: the others need the shop connected. */
export const LOCAL_DEBUG_CHECKS: readonly DebugCheck[] = ['database', 'etsy-data', 'stored-data', 'analyze'];

/** The title of the answer a marketplace check gives while no shop is connected. */
export const NO_TOKEN_FOUND = 'No Token Found';

export const debugResultSchema = z.object({ title: z.string(), ok: z.boolean(), lines: z.array(z.string()) });
export type DebugResult = z.infer<typeof debugResultSchema>;

/** The deprecated processing path's title, on its confirmation and its results. */
export const DEPRECATED_TITLE = 'Process Etsy Data (DEPRECATED)';
/** The deprecated processing path runs only with this text, typed by the admin. */
export const DEPRECATED_CONFIRMATION = 'I understand this may corrupt data';
export const deprecatedProcessSchema = z.strictObject({ confirm: z.literal(DEPRECATED_CONFIRMATION) });

/**
 * GET /api/marketplace/debug/process-deprecated: what the deprecated processing would change, worked
 * out by the same planner as the run, writing nothing: the listings with stored Etsy data, how many
 * it would change (and how many listings each field), leave as they are, or fail to read.
 */
export const deprecatedPlanSchema = z.object({
  listings: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  failed: z.int(),
  fields: fieldTallySchema,
});
export type DeprecatedPlan = z.infer<typeof deprecatedPlanSchema>;

/** What the shop does with a listing whose stored data has a problem. */
export const STORED_DATA_SHOP_STATES = ['left out', 'shown', 'hidden'] as const;

/**
 * GET /api/marketplace/debug/stored-data-problems: every listing with a stored JSON column that is
 * not JSON or not of its shape, the column and what is wrong in a few words (never the stored
 * text), and what the shop does with it: leaves it out (a column it needs), shows it with that
 * column empty, or nothing (the listing is hidden). `scanned` is how many listings were read.
 */
export const storedDataReportSchema = z.object({
  scanned: z.int(),
  listings: z.array(
    z.object({
      listingId: z.int(),
      title: z.string(),
      shop: z.enum(STORED_DATA_SHOP_STATES),
      problems: z.array(z.object({ column: z.string(), problem: z.string() })),
    }),
  ),
});
export type StoredDataReport = z.infer<typeof storedDataReportSchema>;
