import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { groupByCategory } from '~/domain/catalogue.ts';
import { SIMILAR_DESIGNS_TEXT } from '~/domain/catalogue.ts';
import { compareCategoryDisplay } from '~/domain/categories.ts';
import { DecalItem, type DecalItemProps } from './DecalItem.tsx';
import { $grouped, $notice, $stickers, loadMore, retry } from './sidebar-store.ts';
import { useNearEnd } from './use-near-end.ts';

/** The list's texts, as the spec writes them. */
export const LIST_TEXTS = {
  loading: 'Loading stickers...',
  loadingMore: 'Loading more stickers...',
  error: 'Could not load the stickers.',
  moreError: 'Could not load more stickers.',
  emptyTitle: 'No stickers found',
  emptyHint: 'Try adjusting your search or filters',
  /** Above the closest designs to a search that matched nothing: the home page's words. */
  similar: SIMILAR_DESIGNS_TEXT,
  end: (n: number) => `You've reached the end! All ${n} stickers loaded.`,
};

type Props = Pick<DecalItemProps, 'onAdd' | 'onDragStart'>;

const ROVING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** The add button an arrow key, Home or End moves to from the one focused, or null for other keys. */
function rovingTarget(event: KeyboardEvent, list: HTMLElement | null): HTMLElement | null {
  if (!list || !ROVING_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return null;
  const buttons = [...list.querySelectorAll<HTMLElement>('.decal-add')];
  const at = buttons.indexOf(event.target as HTMLElement);
  if (at < 0) return null;
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : at + (event.key === 'ArrowDown' ? 1 : -1);
  return buttons[Math.max(0, Math.min(buttons.length - 1, to))] ?? null;
}

/** The scrolling list: its states, the stickers (flat or in category groups) and the infinite scroll. */
export function DecalList({ onAdd, onDragStart }: Props) {
  const list = useStore($stickers);
  const grouped = useStore($grouped);
  const notice = useStore($notice);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Groups follow the fixed category display order, so they stay put while later pages arrive.
  const groups = useMemo(
    () => (grouped ? groupByCategory(list.items).sort((a, b) => compareCategoryDisplay(a.category, b.category)) : null),
    [grouped, list.items],
  );

  useNearEnd(scroller, sentinel, loadMore, list.status === 'ready' && list.hasMore && !list.loadingMore && !list.error, list.page);

  // One Tab stop for the whole list (the last item focused, else the first): Tab goes past 200
  // decals in one press, and the arrow keys, Home and End move inside it.
  const [current, setCurrent] = useState<number | null>(null);
  const tabStop = current !== null && list.items.some((s) => s.etsyListingId === current) ? current : (list.items[0]?.etsyListingId ?? null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = rovingTarget(event, scroller.current);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'nearest' });
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const id = Number((event.target as HTMLElement).closest<HTMLElement>('[data-listing-id]')?.dataset.listingId);
    if (Number.isInteger(id) && id > 0) setCurrent(id);
  };

  const items = (stickers: BuilderListing[]) => (
    <ul className="decal-items">
      {stickers.map((s) => (
        <DecalItem key={s.etsyListingId} listing={s} onAdd={onAdd} onDragStart={onDragStart} tabIndex={s.etsyListingId === tabStop ? 0 : -1} />
      ))}
    </ul>
  );

  return (
    <div className="decal-scroll" ref={scroller} onKeyDown={onKeyDown} onFocus={onFocus}>
      {notice && (
        <p className="decal-notice" role="status">
          {notice}
        </p>
      )}
      {list.status === 'ready' && list.similar && (
        <p className="decal-similar" role="status">
          {LIST_TEXTS.similar}
        </p>
      )}
      {list.status === 'loading' || list.status === 'idle' ? (
        <p className="decal-state" role="status">
          {LIST_TEXTS.loading}
        </p>
      ) : list.status === 'error' ? (
        <div className="decal-state" role="alert">
          <p>{LIST_TEXTS.error}</p>
          <button type="button" className="decal-retry" onClick={retry}>
            Retry
          </button>
        </div>
      ) : list.items.length === 0 && !list.hasMore ? (
        <div className="decal-state" role="status">
          <p className="decal-empty-title">{LIST_TEXTS.emptyTitle}</p>
          <p>{LIST_TEXTS.emptyHint}</p>
        </div>
      ) : groups ? (
        groups.map((g, i) => (
          <section key={g.category} className="decal-group" aria-labelledby={`${headingId}-${i}`}>
            <h3 id={`${headingId}-${i}`}>
              {g.category} <span className="decal-group-count">{g.count}</span>
            </h3>
            {items(g.items)}
          </section>
        ))
      ) : (
        items(list.items)
      )}
      {list.status === 'ready' && (
        <div className="decal-footer">
          {list.loadingMore && <p role="status">{LIST_TEXTS.loadingMore}</p>}
          {list.error && (
            <div role="alert">
              <p>{LIST_TEXTS.moreError}</p>
              <button type="button" className="decal-retry" onClick={retry}>
                Retry
              </button>
            </div>
          )}
          {!list.hasMore && list.items.length > 0 && !list.similar && <p className="decal-end">{LIST_TEXTS.end(list.items.length)}</p>}
        </div>
      )}
      <div ref={sentinel} className="decal-sentinel" aria-hidden="true" />
    </div>
  );
}
