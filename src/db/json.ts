/**
 * @module json
 * The JSON text columns, parsed and validated at the edge of the data layer with the contract's
 * schemas; a malformed value becomes its empty default instead of breaking a page, and can be told
 * apart from a missing one (readColumn) where it matters: a public listing that needs the column is
 * left out (listing-columns.ts).
 */
import * as z from 'zod/mini';
import {
  dimensionsSchema,
  inventorySchema,
  listingDataSchema,
  moneySchema,
  sizeEntrySchema,
  variationImagesSchema,
  variationSchema,
} from '../contracts/listing.ts';
import { backgroundStyleSchema, booleanMapSchema, numberMapSchema, parallaxSceneStickerSchema, stickerPositionsSchema } from '../contracts/parallax-scenes.ts';

/** The schema of each JSON column, by what it holds. */
export const columnSchemas = {
  stringList: z.array(z.string()),
  money: z.nullable(moneySchema),
  dimensions: dimensionsSchema,
  sizes: z.array(sizeEntrySchema),
  variations: z.array(variationSchema),
  enabledColors: z.record(z.string(), z.boolean()),
  inventory: inventorySchema,
  listingData: listingDataSchema,
  variationImages: variationImagesSchema,
  /** A listing's images as the sync stored them ({ count, results }): the merge reads their URLs and rank. */
  marketplaceImages: z.looseObject({
    results: z._default(
      z.array(z.looseObject({ url_570xN: z.optional(z.string()), url_fullxfull: z.optional(z.string()), rank: z.optional(z.nullable(z.number())) })),
      [],
    ),
  }),
  numberMap: numberMapSchema,
  booleanMap: booleanMapSchema,
  sceneStickers: z.array(parallaxSceneStickerSchema),
  stickerPositions: stickerPositionsSchema,
  backgroundStyle: backgroundStyleSchema,
};

/** What a column's text reads as: its value, or in a few words what is wrong with it. */
export type ColumnReading<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The problem of a column whose text is not JSON at all. */
export const NOT_JSON = 'not JSON';

/**
 * Reads a JSON column with its schema: null when the text is missing (null or empty: the column's
 * default applies), else its value or what is wrong with it ('not JSON', 'expected an array').
 */
export function readColumn<S extends z.ZodMiniType>(schema: S, text: string | null | undefined): ColumnReading<z.output<S>> | null {
  if (text == null || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: NOT_JSON };
  }
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: describeIssues(result.error.issues) };
}

/**
 * Parses a JSON column with its schema, returning the fallback when the text is missing,
 * not JSON, or not of the expected shape.
 */
export function parseColumn<S extends z.ZodMiniType>(schema: S, text: string | null | undefined, fallback: z.output<S>): z.output<S> {
  const reading = readColumn(schema, text);
  return reading?.ok ? reading.value : fallback;
}

/** What is wrong with a JSON column's text, or null when it is missing or reads with its schema. */
export function columnProblem(schema: z.ZodMiniType, text: string | null | undefined): string | null {
  const reading = readColumn(schema, text);
  return reading && !reading.ok ? reading.problem : null;
}

// zod/mini carries no message texts (its locales would weigh on every island): the owner reads these.
const EXPECTED: Readonly<Record<string, string>> = {
  array: 'an array',
  object: 'an object',
  record: 'an object',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

type Issue = z.core.$ZodIssue;

/** A value's place in the stored JSON: '[0].name', 'products[2].offerings'. */
const pathText = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');

function issueText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return 'not an allowed value';
    case 'too_small':
      return 'too small';
    case 'too_big':
      return 'too big';
    default:
      return 'not of the expected shape';
  }
}

/** The first issue in words, where it is, and how many more there are: no stored value is quoted. */
function describeIssues(issues: readonly Issue[]): string {
  const [first] = issues;
  if (!first) return 'not of the expected shape';
  const where = pathText(first.path);
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where ? `${where}: ` : ''}${issueText(first)}${more}`;
}
