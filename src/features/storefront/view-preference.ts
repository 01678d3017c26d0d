/**
 * @module storefront/view-preference
 * What the session cache keeps of the shopper's sort and grouping: the view's query string, checked
 * in the background worker (~/client/background), so zod stays off the page.
 */
import * as z from 'zod/mini';

/** The shopper's sort and grouping as a view query (no search, no tags). */
export const viewPreferenceSchema = z.string();
