/**
 * @module listing-editor
 * The listing editor's rules (admin.md 2.3, 3.2, 4, 5): the size cards and what each input keeps,
 * which sizes start enabled, the dimensions a save writes, a set's designs, the title counter, and
 * the description the Description Builder assembles (unique text, the 'TRUEscale Sizes' block,
 * the boilerplate) and reads back apart.
 */
import { SET_QUANTITY_MAX, TITLE_MAX } from '../contracts/admin-listings.ts';
import type { Dimension, Dimensions, SizeEntry } from '../contracts/listing.ts';
import { designKey, isUsable, parseDescriptionDimensions } from './dimensions.ts';
import { clampPackCount, resizeSetDesigns } from './packs.ts';
import { compareSizes, EDITOR_SIZES } from './sizes.ts';

/** Width, height and price fields keep this many characters (admin.md 9). */
export const DESIGN_FIELD_LENGTH = 6;
/** The title counter warns above this many characters. */
export const TITLE_WARNING_AT = 130;
/** The heading of the description's size block. */
export const SIZE_BLOCK_HEADING = 'TRUEscale Sizes';

export type EditorSize = (typeof EDITOR_SIZES)[number];

/** One size card as the form holds it: the typed text of each field, kept as typed. */
export interface SizeCard {
  name: EditorSize;
  enabled: boolean;
  width: string;
  height: string;
  price: string;
  sku: string;
  packCount: number;
  /** A set's designs 2, 3...: their own width and height, keyed by design number. */
  designs: Record<number, { width: string; height: string }>;
}

/**
 * What a width, height or price field keeps of what was typed: digits and the dot, at most 6 characters.
 * @example keepDesignInput('3.5 in') // '3.5'
 */
export function keepDesignInput(typed: string): string {
  return typed.replace(/[^\d.]/g, '').slice(0, DESIGN_FIELD_LENGTH);
}

/** A set's quantity as typed: a whole number from 1 to 20, 1 when it is not a number. */
export function keepSetQuantity(typed: unknown): number {
  const n = Math.trunc(Number(typed));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, SET_QUANTITY_MAX) : 1;
}

/** The title counter's state: its colour turns to warning above 130 characters and to error at 140. */
export function titleCounterState(length: number): 'ok' | 'warning' | 'error' {
  return length >= TITLE_MAX ? 'error' : length > TITLE_WARNING_AT ? 'warning' : 'ok';
}

const text = (n: number | null | undefined) => (n === null || n === undefined || !Number.isFinite(n) ? '' : keepDesignInput(String(n)));

/** What the editor loads a listing's sizes from. */
export interface SizeSources {
  /** The sizes the marketplace inventory sells (sizeEntriesFromInventory). */
  inventory: readonly SizeEntry[];
  /** The sizes the owner saved. */
  saved: readonly SizeEntry[];
  /** The dimensions the owner saved (and the sync extracted). */
  dimensions: Dimensions;
  description: string;
  /** How many designs the listing's set has (1 when it is not a set). */
  setQuantity: number;
}

/**
 * The editor's eight size cards. A size is enabled when the inventory sells it, the saved sizes
 * say so, the description gives its dimensions, or saved dimensions exist. A listing with none of
 * these starts with ATOM alone enabled (the spec's default). Saved dimensions win over the
 * description's; the inventory's price and SKU over the saved ones; a saved pack count over the
 * inventory's guess.
 */
export function initialSizeCards(sources: SizeSources): SizeCard[] {
  const fromDescription = parseDescriptionDimensions(sources.description);
  const cards = EDITOR_SIZES.map((name): SizeCard => {
    const sold = sources.inventory.find((s) => s.name === name);
    const saved = sources.saved.find((s) => s.name === name);
    const dim = [sources.dimensions[name], fromDescription[name]].find(isUsable);
    const designs: SizeCard['designs'] = {};
    for (let design = 2; design <= sources.setQuantity; design++) {
      const own = sources.dimensions[designKey(name, design)];
      designs[design] = { width: text(own?.width), height: text(own?.height) };
    }
    return {
      name,
      enabled: !!sold || !!saved?.enabled || !!dim,
      width: text(dim?.width ?? saved?.width),
      height: text(dim?.height ?? saved?.height),
      price: text(sold?.price ?? saved?.price),
      sku: sold?.sku || saved?.sku || '',
      packCount: clampPackCount(saved?.packCount ?? sold?.packCount ?? 1),
      designs,
    };
  });
  if (!cards.some((c) => c.enabled)) cards[0]!.enabled = true;
  return cards;
}

const number = (typed: string): number | null => {
  const n = Number.parseFloat(typed);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The size entries a save writes: every card, with its enabled flag. */
export function sizesToSave(cards: readonly SizeCard[]): SizeEntry[] {
  return cards.map((c) => ({
    name: c.name,
    width: number(c.width),
    height: number(c.height),
    price: number(c.price),
    sku: c.sku.trim(),
    packCount: clampPackCount(c.packCount),
    enabled: c.enabled,
  }));
}

/**
 * The dimensions a save writes: only enabled sizes with both a width and a height, in inches, from
 * the owner's hand; a set's designs 2, 3... under '{SIZE}_design{n}' with their design number.
 */
export function dimensionsToSave(cards: readonly SizeCard[], setQuantity = 1): Dimensions {
  const result: Dimensions = {};
  const entry = (width: string, height: string, design?: number): Dimension | null => {
    const w = number(width);
    const h = number(height);
    return w && h ? { width: w, height: h, unit: 'inches', source: 'manual', ...(design ? { design } : {}) } : null;
  };
  for (const card of cards.filter((c) => c.enabled)) {
    const own = entry(card.width, card.height);
    if (own) result[card.name] = own;
    for (let design = 2; design <= setQuantity; design++) {
      const size = card.designs[design];
      const dim = size && entry(size.width, size.height, design);
      if (dim) result[designKey(card.name, design)] = dim;
    }
  }
  return result;
}

/** A set's extra designs (the listing's own artwork is design 1). */
export interface SetDesigns {
  paths: string[];
  titles: string[];
}

/** The set's designs after its quantity changed: quantity - 1 entries, padded with blanks or cut. */
export function resizeSet(designs: SetDesigns, quantity: number): SetDesigns {
  const q = keepSetQuantity(quantity);
  return { paths: resizeSetDesigns(designs.paths, q), titles: resizeSetDesigns(designs.titles, q) };
}

/** Removes extra design `index` (0 for design 2); the quantity drops by one, to no less than 1. */
export function removeDesign(designs: SetDesigns, index: number): SetDesigns & { quantity: number } {
  const paths = designs.paths.filter((_, i) => i !== index);
  const titles = designs.titles.filter((_, i) => i !== index);
  return { paths, titles, quantity: Math.max(1, paths.length + 1) };
}

/** What a pack-data save writes: designs whose path is blank once trimmed are dropped (with their titles), and the quantity is what is left plus one. */
export function packDataToSave(designs: SetDesigns): SetDesigns & { setQuantity: number } {
  const kept = designs.paths.map((path, i) => ({ path: path.trim(), title: (designs.titles[i] ?? '').trim() })).filter((d) => d.path !== '');
  return { paths: kept.map((d) => d.path), titles: kept.map((d) => d.title), setQuantity: kept.length + 1 };
}

/** A design's title in the editor: its saved title, or 'Design N'. */
export const designTitle = (titles: readonly string[], design: number): string => titles[design - 2]?.trim() || `Design ${design}`;

const dimensionNumber = (n: number) => String(Math.round(n * 100) / 100);

/** The size block's lines, one per enabled size with both dimensions, smallest first: 'SMALL: 3.5w x 2h inches'. */
export function sizeBlockLines(cards: readonly SizeCard[]): string[] {
  return cards
    .filter((c) => c.enabled && number(c.width) && number(c.height))
    .sort((a, b) => compareSizes(a.name, b.name))
    .map((c) => `${c.name}: ${dimensionNumber(number(c.width)!)}w x ${dimensionNumber(number(c.height)!)}h inches`);
}

/** The parts the Description Builder assembles. */
export interface DescriptionParts {
  unique: string;
  /** Include the 'TRUEscale Sizes' block. */
  includeSizes: boolean;
  boilerplate: string;
}

/** The description: the unique text, the size block when asked for and not empty, then the boilerplate; blank parts left out. */
export function buildDescription(parts: DescriptionParts, cards: readonly SizeCard[]): string {
  const lines = parts.includeSizes ? sizeBlockLines(cards) : [];
  return [parts.unique.trim(), lines.length ? [SIZE_BLOCK_HEADING, ...lines].join('\n') : '', parts.boilerplate.trim()].filter(Boolean).join('\n\n');
}

/**
 * Reads a description back into its parts: the text before the size block is the unique text, the
 * text after it the boilerplate. A description without the block is all unique text.
 */
export function splitDescription(description: string, knownBoilerplate: string | null = null): DescriptionParts {
  const text = description.replace(/\r\n/g, '\n').trim();
  const heading = text.search(new RegExp(`(^|\\n)${SIZE_BLOCK_HEADING}\\n`));
  if (heading === -1) {
    const boilerplate = knownBoilerplate?.trim() ?? '';
    if (boilerplate && text.endsWith(boilerplate)) return { unique: text.slice(0, -boilerplate.length).trim(), includeSizes: false, boilerplate };
    return { unique: text, includeSizes: false, boilerplate: boilerplate };
  }
  const unique = text.slice(0, heading).trim();
  // The block runs from its heading to the first blank line, whatever its lines' spelling ('2w x 1h' or '2" x 1"').
  const [, ...after] = text
    .slice(heading)
    .trim()
    .split(/\n\s*\n/);
  return { unique, includeSizes: true, boilerplate: after.join('\n\n').trim() };
}

/** The shop's usual closing text (admin.md 3.5: its wording is not given; this says what the spec lists). */
export const DEFAULT_BOILERPLATE = [
  'The vehicle, laptop or surface shown is not included: you receive the vinyl decal only.',
  'Care: apply to a clean, dry, smooth surface above 50°F, press firmly, and wait 48 hours before washing. Hand wash; no pressure washer up close.',
  'Please check that your shipping address is correct when you order.',
  'Every decal is cut to order and prepared within 1-2 business days, then mailed with tracking.',
  'Your purchase is covered by the Etsy Purchase Protection guarantee.',
  'A parcel sent to an address the buyer did not confirm cannot be replaced.',
].join('\n\n');
