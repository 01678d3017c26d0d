/**
 * @module listing-columns
 * Which of a listing's stored JSON columns are corrupt, and why: the one check behind the public
 * catalogue leaving a listing out and the debug screen's 'Stored data problems'. Whether a public
 * listing can do without a column (its empty default) or not is decided here, column by column
 * (docs/decisions.md, 'Corrupt stored JSON').
 */
import type * as z from 'zod/mini';
import { columnProblem, columnSchemas, NOT_JSON } from './json.ts';
import type { StickerRow } from './schema.ts';

interface JsonColumn {
  /** The column's name in SQL, as the owner's report and the logs name it. */
  name: string;
  schema: z.ZodMiniType;
  /** True when a public listing cannot be shown without it: its sizes, prices, colours and inventory. */
  required: boolean;
}

const { stringList, money, dimensions, sizes, variations, inventory, listingData, variationImages, enabledColors } = columnSchemas;

const LISTING_JSON_COLUMNS = {
  sizes: { name: 'sizes', schema: sizes, required: true },
  dimensions: { name: 'dimensions', schema: dimensions, required: true },
  sizeVariations: { name: 'size_variations', schema: variations, required: true },
  colorVariations: { name: 'color_variations', schema: variations, required: true },
  availableSizes: { name: 'available_sizes', schema: stringList, required: true },
  availableColors: { name: 'available_colors', schema: stringList, required: true },
  minPrice: { name: 'min_price', schema: money, required: true },
  listingData: { name: 'listing_data', schema: listingData, required: true },
  inventoryMatrix: { name: 'inventory_matrix', schema: inventory, required: true },
  // Served only while the listing has no matrix (toFullListing); the admin's editor reads it too.
  inventoryData: { name: 'inventory_data', schema: inventory, required: true },
  // Without these a listing still sells: fewer search words, photos or set designs.
  tags: { name: 'tags', schema: stringList, required: false },
  allImageUrls: { name: 'all_image_urls', schema: stringList, required: false },
  svgPaths: { name: 'svg_paths', schema: stringList, required: false },
  svgTitles: { name: 'svg_titles', schema: stringList, required: false },
  variationImagesData: { name: 'variation_images_data', schema: variationImages, required: false },
  // The admin's colour choices: never public.
  enabledColors: { name: 'enabled_colors', schema: enabledColors, required: false },
} as const satisfies Partial<Record<keyof StickerRow, JsonColumn>>;

export type ListingJsonColumn = keyof typeof LISTING_JSON_COLUMNS;
/** The JSON columns every public read checks in full: small enough to read with every card. */
export const LIGHT_REQUIRED_COLUMNS = ['sizes', 'dimensions', 'sizeVariations', 'colorVariations', 'availableSizes', 'availableColors', 'minPrice'] as const;
export const LISTING_JSON_COLUMN_KEYS = Object.keys(LISTING_JSON_COLUMNS) as ListingJsonColumn[];

/** A corrupt column: its SQL name, what is wrong in a few words, and whether the public catalogue leaves the listing out for it. */
export interface ColumnProblem {
  column: string;
  problem: string;
  leavesOut: boolean;
}

/** True when the public catalogue leaves out a listing with these problems. */
export const leftOutFor = (problems: readonly ColumnProblem[]): boolean => problems.some((p) => p.leavesOut);

/**
 * The corrupt columns among the JSON columns a row carries (a row may carry only some of them). A
 * missing column is not corrupt: its default applies, as it always has.
 */
export function columnProblemsOf(row: Partial<Pick<StickerRow, ListingJsonColumn>>): ColumnProblem[] {
  const problems: ColumnProblem[] = [];
  for (const key of LISTING_JSON_COLUMN_KEYS) {
    if (!(key in row)) continue;
    const { name, schema, required } = LISTING_JSON_COLUMNS[key];
    const problem = columnProblem(schema, row[key]);
    if (problem === null) continue;
    const served = key !== 'inventoryData' || row.inventoryMatrix == null;
    problems.push({ column: name, problem, leavesOut: required && served });
  }
  return problems;
}

/**
 * What every public read knows of a listing to check it: the light required columns in full, and
 * of the marketplace JSON (too heavy to send with every card) the SKUs and whether SQLite reads each
 * as JSON. A heavy column that is JSON of the wrong shape is caught where it is read in full: the
 * listing's own detail and the debug report.
 */
export type PublicCheckRow = Pick<StickerRow, (typeof LIGHT_REQUIRED_COLUMNS)[number]> & {
  /** listing_data's SKUs as JSON text (null when there is no listing data or no SKUs). */
  skus: string | null;
  listingDataIsJson: boolean;
  inventoryMatrixIsJson: boolean;
  /** True as well while a matrix exists: the data is then not served. */
  inventoryDataIsJson: boolean;
};

/** The problems of a listing, as every public read sees them (PublicCheckRow). */
export function publicProblemsOf(row: PublicCheckRow): ColumnProblem[] {
  const problems = columnProblemsOf(Object.fromEntries(LIGHT_REQUIRED_COLUMNS.map((key) => [key, row[key]])));
  const notJson = (column: string): ColumnProblem => ({ column, problem: NOT_JSON, leavesOut: true });
  if (!row.listingDataIsJson) problems.push(notJson(LISTING_JSON_COLUMNS.listingData.name));
  else {
    // Worded as the full check words it ('skus: expected an array', 'skus[0]: expected text').
    const skus = columnProblem(stringList, row.skus);
    if (skus)
      problems.push({ column: LISTING_JSON_COLUMNS.listingData.name, problem: skus.startsWith('[') ? `skus${skus}` : `skus: ${skus}`, leavesOut: true });
  }
  if (!row.inventoryMatrixIsJson) problems.push(notJson(LISTING_JSON_COLUMNS.inventoryMatrix.name));
  if (!row.inventoryDataIsJson) problems.push(notJson(LISTING_JSON_COLUMNS.inventoryData.name));
  return problems;
}

/** The log event of a listing left out of the public catalogue (the Worker's and the build's). */
export const CORRUPT_LISTING_EVENT = 'corrupt_listing_left_out';

/** A listing a public read left out, for its log line: its id and the columns, never their content. */
export interface LeftOutListing {
  listingId: number;
  columns: string[];
}
export type OnLeftOut = (listing: LeftOutListing) => void;

/** The rows whose public check passes; each one left out is told to onLeftOut. */
export function keepPublicRows<R extends PublicCheckRow & { etsyListingId: number }>(rows: readonly R[], onLeftOut?: OnLeftOut): R[] {
  return rows.filter((row) => {
    const problems = publicProblemsOf(row).filter((p) => p.leavesOut);
    if (problems.length === 0) return true;
    onLeftOut?.({ listingId: row.etsyListingId, columns: [...new Set(problems.map((p) => p.column))] });
    return false;
  });
}
