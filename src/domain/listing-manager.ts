/**
 * @module listing-manager
 * The Listing Manager's rules (admin.md 2.2, 4, 5, 9): its search (from 2 characters, over title,
 * description, category, listing id, tags and SKUs), its filters (category, artwork path defaulting
 * to Missing, TRUEscale), its sorts (display order ascending by default), the badges, and the
 * 60-character description preview. The rows are indexed once, so a keystroke over thousands of
 * listings only scans prepared text.
 */
import type { ManagerRow } from '../contracts/admin-listings.ts';

export const MANAGER_SORTS = {
  displayOrder: 'Display Order',
  title: 'Title',
  category: 'Category',
  id: 'Listing ID',
  trueScale: 'TRUEscale',
  sales: 'Sales',
} as const;
export type ManagerSortKey = keyof typeof MANAGER_SORTS;

export const SVG_FILTERS = { all: 'All SVG Paths', has: 'Has SVG Path', missing: 'Missing SVG Path' } as const;
export const TRUESCALE_FILTERS = { all: 'All', only: 'TRUEscale Only', non: 'Non-TRUEscale' } as const;

export interface ManagerView {
  search: string;
  /** '' for every category. */
  category: string;
  svg: keyof typeof SVG_FILTERS;
  trueScale: keyof typeof TRUESCALE_FILTERS;
  sortBy: ManagerSortKey;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_MANAGER_VIEW: ManagerView = { search: '', category: '', svg: 'missing', trueScale: 'all', sortBy: 'displayOrder', sortOrder: 'asc' };

/** The search applies from this many characters. */
export const MANAGER_SEARCH_MIN = 2;
export const DESCRIPTION_PREVIEW_LENGTH = 60;
export const EMPTY_MANAGER_TEXT = 'No listings found matching your search criteria.';

/** A row with the lower-case text its search reads, prepared once. */
export interface IndexedRow {
  row: ManagerRow;
  text: string;
}

export function indexManagerRows(rows: readonly ManagerRow[]): IndexedRow[] {
  return rows.map((row) => ({
    row,
    text: [row.title, row.description, row.category, String(row.id), ...row.tags, ...row.skus].join('\n').toLowerCase(),
  }));
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const COMPARATORS: Record<ManagerSortKey, (a: ManagerRow, b: ManagerRow) => number> = {
  displayOrder: (a, b) => a.displayOrder - b.displayOrder,
  title: (a, b) => compareText(a.title, b.title),
  category: (a, b) => compareText(a.category, b.category),
  id: (a, b) => a.id - b.id,
  trueScale: (a, b) => Number(a.isTrueScale) - Number(b.isTrueScale),
  sales: (a, b) => a.sales - b.sales,
};

/** The rows the view shows, in its order (ties by listing id, so the order never jumps). */
export function managerRows(index: readonly IndexedRow[], view: ManagerView): ManagerRow[] {
  const query = view.search.trim().toLowerCase();
  const searching = query.length >= MANAGER_SEARCH_MIN;
  const rows: ManagerRow[] = [];
  for (const { row, text } of index) {
    if (searching && !text.includes(query)) continue;
    if (view.category && row.category !== view.category) continue;
    if (view.svg === 'has' && !row.svgPath) continue;
    if (view.svg === 'missing' && row.svgPath) continue;
    if (view.trueScale === 'only' && !row.isTrueScale) continue;
    if (view.trueScale === 'non' && row.isTrueScale) continue;
    rows.push(row);
  }
  const compare = COMPARATORS[view.sortBy];
  const direction = view.sortOrder === 'asc' ? 1 : -1;
  return rows.sort((a, b) => direction * compare(a, b) || a.id - b.id);
}

/** The categories the filter offers: those the listings have, by name. */
export function managerCategories(rows: readonly ManagerRow[]): string[] {
  return [...new Set(rows.map((r) => r.category))].sort(compareText);
}

/** Hidden when not public; Pack when public and a set; Visible otherwise. */
export function visibilityBadge(row: Pick<ManagerRow, 'publicVisible' | 'isSet'>): 'Hidden' | 'Pack' | 'Visible' {
  return !row.publicVisible ? 'Hidden' : row.isSet ? 'Pack' : 'Visible';
}

/** The description's first 60 characters, with an ellipsis when there is more. */
export function descriptionPreview(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_PREVIEW_LENGTH ? `${flat.slice(0, DESCRIPTION_PREVIEW_LENGTH)}…` : flat;
}

/** The listings whose dimensions automatic extraction did not find: the manual-update list. */
export function rowsNeedingDimensions(rows: readonly ManagerRow[]): ManagerRow[] {
  return rows.filter((r) => !r.hasDimensions).sort((a, b) => compareText(a.title, b.title) || a.id - b.id);
}

/** Clicking a sortable column: the same column flips its direction, another starts ascending. */
export function sortByColumn(view: ManagerView, column: ManagerSortKey): ManagerView {
  return view.sortBy === column ? { ...view, sortOrder: view.sortOrder === 'asc' ? 'desc' : 'asc' } : { ...view, sortBy: column, sortOrder: 'asc' };
}
