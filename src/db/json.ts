/**
 * @module json
 * The JSON text columns, parsed and validated at the edge of the data layer with the contract's
 * schemas; a malformed value becomes its empty default instead of breaking a public page.
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

/**
 * Parses a JSON column with its schema, returning the fallback when the text is missing,
 * not JSON, or not of the expected shape.
 */
export function parseColumn<S extends z.ZodMiniType>(schema: S, text: string | null | undefined, fallback: z.output<S>): z.output<S> {
  if (text == null || text === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}
