/**
 * @module contracts/debug
 * The debug screen's checks: each answers a title and lines for its results modal.
 */
import * as z from 'zod/mini';

export const DEBUG_CHECKS = ['database', 'etsy-data', 'token', 'individual', 'new-api', 'variation-images', 'analyze', 'fetch-store', 'fetch-4', 'stored-data'] as const;
export type DebugCheck = (typeof DEBUG_CHECKS)[number];

export const debugResultSchema = z.object({ title: z.string(), ok: z.boolean(), lines: z.array(z.string()) });
export type DebugResult = z.infer<typeof debugResultSchema>;

/** The deprecated processing path runs only with this text, typed by the admin. */
export const DEPRECATED_CONFIRMATION = 'I understand this may corrupt data';
export const deprecatedProcessSchema = z.strictObject({ confirm: z.literal(DEPRECATED_CONFIRMATION) });
