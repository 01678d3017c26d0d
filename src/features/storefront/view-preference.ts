/**
 * @module storefront/view-preference
 * What the session cache keeps of the shopper's sort and grouping: the view's query string. The
 * island loads this module with the cache, after the first screen, so zod stays out of it.
 */
import * as z from 'zod/mini';

/** The shopper's sort and grouping as a view query (no search, no tags). */
export const viewPreferenceSchema = z.string();
