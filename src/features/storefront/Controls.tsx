import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { normaliseQuery, storefrontSorts, tagCounts, type SortKey } from '~/domain/catalogue.ts';
import { TagOptions } from '~/components/ui/TagOptions.tsx';
import { usePopover } from '~/components/ui/use-popover.ts';
import { categoryFromKey } from '~/domain/categories.ts';
import { OWN_FAVOURITES } from '~/domain/favourites.ts';
import { $favourites } from './favourites.ts';
import {
  $catalogue,
  $categories,
  $view,
  clearTags,
  setSearch,
  setSort,
  toggleFavouritesView,
  toggleGrouped,
  toggleReversed,
  toggleSortOrder,
  toggleTag,
} from './store.ts';

const $tags = computed($catalogue, (c) => tagCounts(c.cards));

/** The controls bar: search, tag filter, sort, the group toggle and the favourites view. */
export function Controls({ groupingAvailable }: { groupingAvailable: boolean }) {
  const view = useStore($view);
  const favourites = useStore($favourites);
  const grouped = view.grouped && groupingAvailable;
  const sortId = useId();
  const direction = view.sortOrder === 'asc' ? 'Ascending' : 'Descending';
  return (
    <div className="controls-bar" role="search">
      <SearchBox search={view.search} />
      <TagFilter />
      <CategoryMenu />
      <div className="control sort-control">
        <label htmlFor={sortId} className="visually-hidden">
          Sort by
        </label>
        <select id={sortId} value={view.sortBy} onChange={(e) => setSort(e.target.value as SortKey)}>
          {storefrontSorts(normaliseQuery(view.search) !== null).map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="button" className="icon-button" onClick={toggleSortOrder} aria-label={`Sort order: ${direction}`} title={direction}>
          {view.sortOrder === 'asc' ? '↑' : '↓'}
        </button>
      </div>
      {/* Says what the grid shows: while a search or tags keep it ungrouped, it offers grouping, disabled. */}
      <button type="button" className="pill-button" onClick={toggleGrouped} aria-pressed={grouped} disabled={!groupingAvailable}>
        {grouped ? 'Ungroup' : 'Group by Section'}
      </button>
      <button type="button" className="pill-button favourites-toggle" onClick={toggleFavouritesView} aria-pressed={view.favourites === OWN_FAVOURITES}>
        Favourites ({favourites.length})
      </button>
    </div>
  );
}

/**
 * The search box. What it shows is its own state, set in the typing's own event: a key pressed in the
 * moment between hydration and the store's subscription (a busy phone) is neither undone by React
 * restoring the controlled value nor lost. It follows the store when the search changes elsewhere
 * (a shared link, Back, clearing).
 */
function SearchBox({ search }: { search: string }) {
  const searchId = useId();
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(search);
  const [followed, setFollowed] = useState(search);
  if (search !== followed) {
    setFollowed(search);
    setText(search);
  }
  const type = (typed: string) => {
    setText(typed);
    setFollowed(typed);
    setSearch(typed);
  };
  // Typed before this island hydrated: the box holds it, and the grid follows it too. Read as the
  // hydration commits, before any later event can reach the box.
  useLayoutEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== $view.get().search) type(typed);
  }, []);
  return (
    /* A real form: Enter before hydration still searches (the page reads ?q=). */
    <form className="control search-control" action="/" method="get" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={searchId} className="visually-hidden">
        Search stickers
      </label>
      <input
        ref={box}
        id={searchId}
        name="q"
        type="search"
        placeholder="Search stickers..."
        value={text}
        onChange={(e) => type(e.target.value)}
        autoComplete="off"
        maxLength={200}
      />
    </form>
  );
}

/** The tag dropdown: its own search, at most 10 selections, and a reverse-order toggle. */
function TagFilter() {
  const view = useStore($view);
  const { open, setOpen, root } = usePopover();
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchId = useId();

  return (
    <div className="control tag-control" ref={root}>
      <button type="button" className="pill-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Tags{view.tags.length > 0 ? ` (${view.tags.length})` : ''} ▾
      </button>
      {open && (
        <div className="tag-panel" id={panelId} role="group" aria-label="Filter by tags">
          <label htmlFor={searchId} className="visually-hidden">
            Search tags
          </label>
          <input id={searchId} type="search" placeholder="Search tags..." value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
          <label className="reverse-toggle">
            <input type="checkbox" checked={view.reversed} disabled={view.tags.length === 0} onChange={toggleReversed} />
            Reverse order
          </label>
          <CountedTagOptions selectedTags={view.tags} query={query} />
          {view.tags.length > 0 && (
            <button type="button" className="link-button" onClick={clearTags}>
              Clear tags
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The tag list, counted over the whole catalogue only while the panel is open: the counts (and the
 * collator that orders equal counts, slow to build) are not among what the grid's hydration pays for.
 */
function CountedTagOptions({ selectedTags, query }: { selectedTags: readonly string[]; query: string }) {
  const tags = useStore($tags);
  return <TagOptions tags={tags} selectedTags={selectedTags} query={query} onToggle={toggleTag} classPrefix="tag" />;
}

/** The menu's list, fetched on its first opening: the home page's first JavaScript stays within its budget. */
const CategoryPanel = lazy(() => import('./CategoryPanel.tsx'));

/**
 * The jump-to-category menu: links to the grid showing one category, kept in the URL
 * (`/?category=dinosaur-stickers`) so a reload or a shared link shows it again.
 */
function CategoryMenu() {
  const view = useStore($view);
  const categories = useStore($categories);
  const { open, setOpen, root } = usePopover();
  const panelId = useId();
  const chosen = categoryFromKey(
    view.category,
    categories.map((c) => c.category),
  );
  return (
    <div className="control category-control" ref={root}>
      <button type="button" className="pill-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {chosen ?? 'Categories'} ▾
      </button>
      {open && (
        <Suspense fallback={null}>
          <CategoryPanel id={panelId} onChosen={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Removable chips of the selected tags. */
export function TagChips() {
  const view = useStore($view);
  if (view.tags.length === 0) return null;
  return (
    <ul className="tag-chips" aria-label="Selected tags">
      {view.tags.map((tag) => (
        <li key={tag}>
          <span className="chip">
            {tag}
            <button type="button" onClick={() => toggleTag(tag)} aria-label={`Remove tag ${tag}`}>
              ×
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
