import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef } from 'react';
import type { ListingSummary } from '~/contracts/listing.ts';
import { groupByCategory } from '~/domain/catalogue.ts';
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
  end: (n: number) => `You've reached the end! All ${n} stickers loaded.`,
};

type Props = Pick<DecalItemProps, 'onAdd' | 'onDragStart'>;

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

  const items = (stickers: ListingSummary[]) => (
    <ul className="decal-items">
      {stickers.map((s) => (
        <DecalItem key={s.etsyListingId} listing={s} onAdd={onAdd} onDragStart={onDragStart} />
      ))}
    </ul>
  );

  return (
    <div className="decal-scroll" ref={scroller}>
      {notice && (
        <p className="decal-notice" role="status">
          {notice}
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
          {!list.hasMore && list.items.length > 0 && <p className="decal-end">{LIST_TEXTS.end(list.items.length)}</p>}
        </div>
      )}
      <div ref={sentinel} className="decal-sentinel" aria-hidden="true" />
    </div>
  );
}
