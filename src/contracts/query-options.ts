/**
 * @module contracts/query-options
 * What a catalogue query may ask for, as plain values: the sort keys and how many tags a shopper may
 * pick. No zod in this module: the first screen's catalogue rules read them, and the query schemas
 * (./queries.ts) that check them load only with the API calls.
 */

/** Tags a shopper may select at once. */
export const MAX_SELECTED_TAGS = 10;

/**
 * Every sort key: the storefront's five, 'best' (the search's best match; without a search it orders
 * like sales), and 'created' (date added) for the Scene Builder.
 */
export const SORT_KEYS = ['sales', 'title', 'views', 'updated', 'trueScale', 'best', 'created'] as const;
