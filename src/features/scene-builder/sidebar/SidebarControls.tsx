import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import {
  $categoryOptions,
  $filters,
  $grouped,
  $searchText,
  clearSearch,
  setCategory,
  setSort,
  SIDEBAR_SORTS,
  toggleGrouped,
  typeSearch,
  type SidebarSort,
} from './sidebar-store.ts';
import { TagChips, TagPicker } from './TagPicker.tsx';

/** Search with its clear button, the tag filter and its chips, sort, category and grouping. */
export function SidebarControls() {
  const text = useStore($searchText);
  const filters = useStore($filters);
  const categories = useStore($categoryOptions);
  const grouped = useStore($grouped);
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const sortId = useId();
  const categoryId = useId();

  return (
    <div className="decal-controls">
      <div className="decal-search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search decals
        </label>
        <input
          ref={input}
          id={searchId}
          type="search"
          placeholder="Search decals..."
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => typeSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && text && clearSearch()}
        />
        {text && (
          <button
            type="button"
            className="decal-clear"
            aria-label="Clear search"
            onClick={() => {
              clearSearch();
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="decal-row">
        <TagPicker />
        <label htmlFor={sortId} className="visually-hidden">
          Sort by
        </label>
        <select id={sortId} className="decal-select" value={filters.sortBy} onChange={(e) => setSort(e.target.value as SidebarSort)}>
          {SIDEBAR_SORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="decal-row">
        <label htmlFor={categoryId} className="visually-hidden">
          Category
        </label>
        <select id={categoryId} className="decal-select" value={filters.category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.category} value={c.category}>
              {c.category} ({c.count})
            </option>
          ))}
        </select>
        <button type="button" className="decal-pill" aria-pressed={grouped} onClick={toggleGrouped}>
          Group by category
        </button>
      </div>
      <TagChips />
    </div>
  );
}
