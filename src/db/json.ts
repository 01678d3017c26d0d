/**
 * @module json
 * Schemas of the JSON text columns. Stored JSON is parsed and validated here, at the edge of the
 * data layer; a malformed value becomes its empty default instead of breaking a public page.
 */
import { z } from 'zod';

const stringList = z.array(z.string());

export const dimensionSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.literal('inches').default('inches'),
  source: z.enum(['description', 'variation', 'manual']).default('manual'),
  design: z.number().int().positive().optional(),
});

export const variationSchema = z.object({ id: z.number().int().nullable(), value: z.string() });

export const sizeEntrySchema = z.object({
  name: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  price: z.number().nullable(),
  sku: z.string().default(''),
  packCount: z.number().int().min(1).max(20).default(1),
  enabled: z.boolean().default(false),
});

const moneySchema = z.looseObject({
  amount: z.unknown().optional(),
  divisor: z.unknown().optional(),
  currency_code: z.unknown().optional(),
  formatted: z.unknown().optional(),
});

export const inventoryProductSchema = z.looseObject({
  product_id: z.number().optional(),
  sku: z.string().nullable().optional(),
  property_values: z
    .array(
      z.looseObject({
        property_id: z.number().optional(),
        property_name: z.string(),
        value_ids: z.array(z.number()).optional(),
        values: stringList,
      }),
    )
    .default([]),
  offerings: z
    .array(
      z.looseObject({
        offering_id: z.number().optional(),
        quantity: z.number().optional(),
        is_enabled: z.boolean().optional(),
        is_available: z.boolean().optional(),
        price: moneySchema.nullable().optional(),
      }),
    )
    .default([]),
});

export const inventorySchema = z.looseObject({ products: z.array(inventoryProductSchema).default([]) });

export const listingDataSchema = z.looseObject({
  listing_id: z.number().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  tags: stringList.optional(),
  skus: stringList.default([]),
  price: moneySchema.nullable().optional(),
  shop_section_id: z.number().nullable().optional(),
});

export const variationImagesSchema = z.looseObject({
  count: z.number().optional(),
  results: z
    .array(z.looseObject({ property_id: z.number().optional(), value_id: z.number().optional(), value: z.string().optional(), image_id: z.number().optional() }))
    .default([]),
});

export const columnSchemas = {
  stringList,
  money: moneySchema.nullable(),
  dimensions: z.record(z.string(), dimensionSchema),
  sizes: z.array(sizeEntrySchema),
  variations: z.array(variationSchema),
  enabledColors: z.record(z.string(), z.boolean()),
  inventory: inventorySchema,
  listingData: listingDataSchema,
  variationImages: variationImagesSchema,
};

/**
 * Parses a JSON column with its schema, returning the fallback when the text is missing,
 * not JSON, or not of the expected shape.
 */
export function parseColumn<S extends z.ZodType>(schema: S, text: string | null | undefined, fallback: z.output<S>): z.output<S> {
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

export const sceneStickerSchema = z.object({
  listingId: z.coerce.number().int(),
  title: z.string().default(''),
  size: z.enum(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO']).catch('MICRO'),
  color: z.string().default('Black (Matte)'),
  category: z.string().nullable().default(null),
  svgPath: z.string().nullable().default(null),
  xOffset: z.number().default(0),
  yOffset: z.number().default(0),
});

export const sceneSchemas = {
  numberMap: z.record(z.string(), z.number()),
  booleanMap: z.record(z.string(), z.boolean()),
  stickers: z.array(sceneStickerSchema),
  positions: z.record(z.string(), z.object({ x: z.number(), y: z.number() })),
  backgroundStyle: z.object({
    size: z.enum(['cover', 'contain', 'fill', 'tile']).default('cover'),
    position: z.string().default('center'),
    repeat: z.string().default('no-repeat'),
    attachment: z.string().default('scroll'),
  }),
};
