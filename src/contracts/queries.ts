/**
 * @module contracts/queries
 * What the API accepts in paths and query strings. Query values arrive as text; these schemas read
 * them into typed values (the Worker validates with them, the browser's client writes them).
 */
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api.ts';
import { toSizeName } from './decal-options.ts';
import { listingFieldsQuery } from './listing-fields.ts';
import { MAX_SELECTED_TAGS, SORT_KEYS } from './query-options.ts';

/**
 * A whole number written in plain decimal digits, as a path or a query carries it: no sign, no
 * spaces, no hex, no leading zeros, no exponent ('12', not ' 12', '+12', '012', '0x0c' or '1e1').
 */
export const decimalInt = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^(?:0|[1-9]\d{0,15})$/, 'Plain decimal digits only')),
    z.pipe(z.transform(Number), z.int().check(z.minimum(min), z.maximum(max))),
  );

const positiveId = decimalInt(1, Number.MAX_SAFE_INTEGER);

/** page (from 1) and limit (1..999, default 50). */
export const paginationQuery = {
  page: z.prefault(decimalInt(1, 100_000), '1'),
  limit: z.prefault(decimalInt(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
};

/** A size name or alias ('med', 'LAR'), read as its full name. */
export const sizeQuery = z.pipe(
  z.string().check(z.maxLength(20)),
  z.transform((s, ctx) => {
    const size = toSizeName(s);
    if (size) return size;
    ctx.issues.push({ code: 'custom', message: 'Unknown size', input: s });
    return z.NEVER;
  }),
);

/** Comma-separated tags, at most 10. */
const tagList = z.pipe(
  z.string().check(z.maxLength(1000)),
  z.pipe(
    z.transform((s: string) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
    z.array(z.string()).check(z.maxLength(MAX_SELECTED_TAGS, `At most ${MAX_SELECTED_TAGS} tags`)),
  ),
);

/** GET /api/unified-stickers: search, filters, sort and page over the public catalogue. */
export const listQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200))),
  tags: z.optional(tagList),
  category: z.optional(z.string().check(z.maxLength(100))),
  hasSvgPath: z.optional(z.stringbool()),
  size: z.optional(sizeQuery),
  sortBy: z._default(z.enum(SORT_KEYS), 'sales'),
  sortOrder: z.optional(z.enum(['asc', 'desc'])),
  // Public answers only ever hold visible listings; asking for hidden ones is an error, not a leak.
  publicVisible: z.optional(z.literal('true', { error: 'Only visible listings are public' })),
  /** Only these summary fields (src/contracts/listing-fields.ts); the full summary without it. */
  fields: z.optional(listingFieldsQuery),
  ...paginationQuery,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /api/stickers and /api/svgpath-stickers. */
export const pageQuerySchema = z.object(paginationQuery);
export const artworkQuerySchema = z.object({ size: z.optional(sizeQuery), ...paginationQuery });

/** A listing id in a path: /api/unified-stickers/:id, /api/listing-recommendations/:id. */
export const listingIdParam = z.object({ id: positiveId });
export const insertionParam = z.object({ listingId: positiveId });

export const parallaxSceneNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const parallaxSceneNameParam = z.object({ name: parallaxSceneNameSchema });
export const parallaxSceneListQuery = z.object({ category: z.optional(z.string().check(z.maxLength(100))) });
export const categoryParam = z.object({ category: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** The id of a parallax instance (a placement on a page). */
export const instanceIdSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only, at most 64'));
export const instanceIdParam = z.object({ id: instanceIdSchema });

/** At most this many ids in an `exclude` list (the stickers already on screen). */
export const MAX_EXCLUDED_IDS = 100;

/** Comma-separated listing ids, plain decimal digits each. */
const idList = z.pipe(
  z.string().check(z.maxLength(MAX_EXCLUDED_IDS * 17)),
  z.pipe(
    z.transform((s: string) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
    z.array(decimalInt(1, Number.MAX_SAFE_INTEGER)).check(z.maxLength(MAX_EXCLUDED_IDS, `At most ${MAX_EXCLUDED_IDS} ids`)),
  ),
);

/** GET /api/random-sticker: a size it must offer, and the listings not to answer (already shown). */
export const randomStickerQuery = z.object({ size: z.optional(sizeQuery), exclude: z.optional(idList) });
