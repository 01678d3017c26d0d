/**
 * @module contracts/listing-fields
 * Lean lists: `GET /api/unified-stickers?fields=...` answers only the summary fields a caller
 * renders (a full summary is about 3.5 KB, most of it text no list shows). The named field lists
 * below are what each caller asks for; their schemas are the summary's own, picked.
 */
import * as z from 'zod/mini';
import { pageOf } from './api.ts';
import { listingSummarySchema, type ListingSummary } from './listing.ts';

export type ListingField = keyof ListingSummary;

/** Every field a summary has, in the summary's order. */
export const LISTING_FIELDS = Object.keys(listingSummarySchema.shape) as ListingField[];
const KNOWN = new Set<string>(LISTING_FIELDS);

/**
 * `fields=title,svgPath`: comma-separated summary field names, each known, at least one; read as
 * the names in the summary's order without repeats. An unknown name is refused, named.
 * @example listingFieldsQuery.parse('svgPath, title,title') // ['title', 'svgPath']
 */
export const listingFieldsQuery = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.transform((text, ctx) => {
    const names = new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    const unknown = [...names].filter((name) => !KNOWN.has(name));
    if (unknown.length > 0) ctx.issues.push({ code: 'custom', message: `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, input: text });
    else if (names.size === 0) ctx.issues.push({ code: 'custom', message: 'Name at least one field', input: text });
    return ctx.issues.length > 0 ? z.NEVER : LISTING_FIELDS.filter((field) => names.has(field));
  }),
);

/**
 * A summary with only the given fields (the caller validated them).
 * @example pickListingFields(summary, ['etsyListingId', 'title']) // { etsyListingId: 1, title: 'T-Rex' }
 */
export function pickListingFields(summary: ListingSummary, fields: readonly ListingField[]): Partial<ListingSummary> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = summary[field];
  return picked;
}

const maskOf = <F extends ListingField>(fields: readonly F[]) => Object.fromEntries(fields.map((f) => [f, true])) as { [K in F]: true };

/**
 * What the Scene Builder reads of a listing: the sidebar's row (title, artwork, price line, group)
 * and what placing it on the canvas needs (sizes, dimensions, variations, set designs, the link).
 */
export const BUILDER_LISTING_FIELDS = [
  'etsyListingId',
  'slug',
  'title',
  'category',
  'etsyUrl',
  'svgPath',
  'svgPaths',
  'svgTitles',
  'isSet',
  'setQuantity',
  'isTrueScale',
  'available_sizes',
  'sizeVariations',
  'colorVariations',
  'dimensions',
  'sizes',
  'hasPriceFallback',
  'priceText',
] as const satisfies readonly ListingField[];
export const builderListingSchema = z.pick(listingSummarySchema, maskOf(BUILDER_LISTING_FIELDS));
export type BuilderListing = z.infer<typeof builderListingSchema>;

/** What a search for a listing to pick (the parallax admin's insertion search) shows: its id and title. */
export const LISTING_CHOICE_FIELDS = ['etsyListingId', 'title'] as const satisfies readonly ListingField[];
export const listingChoiceSchema = z.pick(listingSummarySchema, maskOf(LISTING_CHOICE_FIELDS));

/** A page of lean listings, with `similar` as the full list has it. */
export const leanPageOf = <S extends z.ZodMiniType>(schema: S) => z.extend(pageOf(schema), { similar: z.optional(z.array(schema)) });
