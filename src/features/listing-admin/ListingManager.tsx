import { createColumnHelper, FlexRender, tableFeatures, useTable, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ManagerRow } from '~/contracts/admin-listings.ts';
import { rowsInBlocks, type VisibleRange } from '~/domain/row-blocks.ts';
import {
  DEFAULT_MANAGER_VIEW,
  descriptionPreview,
  EMPTY_MANAGER_TEXT,
  indexManagerRows,
  MANAGER_SORTS,
  managerCategories,
  managerRows,
  rowsNeedingDimensions,
  sortByColumn,
  SVG_FILTERS,
  TRUESCALE_FILTERS,
  visibilityBadge,
  type ManagerSortKey,
  type ManagerView,
} from '~/domain/listing-manager.ts';

export interface ListingManagerProps {
  rows: readonly ManagerRow[];
  /** The listing open in the editor, marked in the table. */
  currentId: number | null;
  /** Saves a row's visibility or display order from the table; rejects with the reason. */
  onQuickSave: (id: number, change: { publicVisible?: boolean; displayOrder?: number }) => Promise<void>;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ManagerRow>();
/** The sortable columns and the sort each one sets. */
const SORTABLE: Partial<Record<string, ManagerSortKey>> = { order: 'displayOrder', title: 'title', category: 'category', id: 'id', sales: 'sales' };
const editUrl = (id: number) => `/listing-admin?listingId=${id}`;
/**
 * Every row is this tall (listing-admin.css holds it: one line per cell, clipped, the columns a fixed
 * grid): rows are placed by arithmetic and laid out alone, never measured, so a row scrolled in costs
 * its own layout and not the table's.
 */
const ROW_HEIGHT = 56;
/** The Listing Manager: every listing, filtered, searched and sorted, its rows virtualised for thousands of listings. */
export function ListingManager({ rows, currentId, onQuickSave }: ListingManagerProps) {
  const [view, setView] = useState<ManagerView>(DEFAULT_MANAGER_VIEW);
  // The controls follow every key at once; the table follows at React's lower priority, so typing
  // over thousands of listings never waits for the filter and the rows it changes.
  const shownView = useDeferredValue(view);
  const [manual, setManual] = useState<ManagerRow[] | null>(null);
  const index = useMemo(() => indexManagerRows(rows), [rows]);
  const shown = useMemo(() => managerRows(index, shownView), [index, shownView]);
  const categories = useMemo(() => managerCategories(rows), [rows]);
  const change = (patch: Partial<ManagerView>) => setView((v) => ({ ...v, ...patch }));
  // The page hands a new callback each render; the columns keep one that calls the latest.
  const quickSave = useRef(onQuickSave);
  useEffect(() => {
    quickSave.current = onQuickSave;
  }, [onQuickSave]);
  const stableQuickSave = useCallback<ListingManagerProps['onQuickSave']>((id, patch) => quickSave.current(id, patch), []);

  return (
    <div className="lm">
      <h3 className="lm-heading">
        Listing Manager ({shown.length} of {rows.length} listings)
      </h3>
      <div className="lm-controls">
        <label>
          <span>Search</span>
          <input type="search" value={view.search} placeholder="Title, description, id, tag or SKU" onChange={(e) => change({ search: e.target.value })} />
        </label>
        <label>
          <span>Category</span>
          <select value={view.category} onChange={(e) => change({ category: e.target.value })}>
            <option value="">All Categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <OptionSelect label="SVG path" options={SVG_FILTERS} value={view.svg} onChange={(svg) => change({ svg })} />
        <OptionSelect label="TRUEscale" options={TRUESCALE_FILTERS} value={view.trueScale} onChange={(trueScale) => change({ trueScale })} />
        <OptionSelect label="Sort by" options={MANAGER_SORTS} value={view.sortBy} onChange={(sortBy) => change({ sortBy })} />
        <button
          type="button"
          className="button secondary lm-direction"
          // As the storefront's: the name says the order now, a press reverses it.
          aria-label={`Sort order: ${view.sortOrder === 'asc' ? 'Ascending' : 'Descending'}`}
          onClick={() => change({ sortOrder: view.sortOrder === 'asc' ? 'desc' : 'asc' })}
        >
          <span aria-hidden="true">{view.sortOrder === 'asc' ? '↑ ' : '↓ '}</span>
          {view.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
        </button>
        <span className="lm-manual">
          <button type="button" className="button secondary" onClick={() => setManual(rowsNeedingDimensions(rows))}>
            Load Missing Dimensions
          </button>
          {manual && (
            <button type="button" className="button secondary" onClick={() => setManual(null)}>
              Clear
            </button>
          )}
        </span>
      </div>

      {manual && <ManualDimensions rows={manual} />}

      <ManagerTable rows={shown} view={shownView} setView={setView} currentId={currentId} onQuickSave={stableQuickSave} />
    </div>
  );
}

/** A select over a record of value -> label. */
function OptionSelect<K extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Record<K, string>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as K)}>
        {(Object.entries(options) as [K, string][]).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

interface ManagerTableProps {
  rows: ManagerRow[];
  view: ManagerView;
  setView: Dispatch<SetStateAction<ManagerView>>;
  currentId: number | null;
  onQuickSave: ListingManagerProps['onQuickSave'];
}

/** The table and its virtual window: a scroll re-renders this, and only the rows that scroll in. */
const ManagerTable = memo(function ManagerTable({ rows, view, setView, currentId, onQuickSave }: ManagerTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('displayOrder', {
          id: 'order',
          header: 'Order',
          cell: (info) => <OrderInput row={info.row.original} onQuickSave={onQuickSave} />,
        }),
        column.accessor('title', {
          id: 'title',
          header: 'Title',
          cell: (info) => (
            <>
              <a href={editUrl(info.row.original.id)} title={info.getValue()}>
                {info.getValue()}
              </a>
              <small>{descriptionPreview(info.row.original.description)}</small>
            </>
          ),
        }),
        column.accessor('category', { id: 'category', header: 'Category' }),
        column.accessor('id', { id: 'id', header: 'Listing ID' }),
        column.display({
          id: 'status',
          header: 'Status',
          cell: (info) => <VisibilityToggle row={info.row.original} onQuickSave={onQuickSave} />,
        }),
        column.accessor('hasDimensions', {
          id: 'dimensions',
          header: 'Dimensions',
          cell: (info) => <Badge good={info.getValue()}>{info.getValue() ? 'Has Dimensions' : 'Missing Dimensions'}</Badge>,
        }),
        column.accessor('svgPath', {
          id: 'svg',
          header: 'SVG Path',
          cell: (info) => <Badge good={!!info.getValue()}>{info.getValue() ? 'Has SVG Path' : 'Missing SVG Path'}</Badge>,
        }),
        column.accessor('sales', { id: 'sales', header: 'Sales' }),
        column.display({ id: 'actions', header: 'Actions', cell: (info) => <RowActions row={info.row.original} /> }),
      ]),
    [onQuickSave],
  );
  const table = useTable({ features, columns, data: rows });
  const tableRows = table.getRowModel().rows;
  // State, not a ref: the body's virtualiser starts once the box exists (a child's effects run before its parent's ref is set).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  return (
    <div className="lm-scroll" ref={setScroller} tabIndex={0} aria-label="Listings">
      <table className="lm-table" aria-rowcount={tableRows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sort = SORTABLE[header.column.id];
                const active = sort !== undefined && view.sortBy === sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column={header.column.id}
                    aria-sort={active ? (view.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sort ? (
                      <button type="button" className="lm-sort" onClick={() => setView((v) => sortByColumn(v, sort))}>
                        <FlexRender header={header} />
                        <span aria-hidden="true">{active ? (view.sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <VirtualBody rows={tableRows} scroller={scroller} currentId={currentId} />
      </table>
      {rows.length === 0 && <p className="lm-empty">{EMPTY_MANAGER_TEXT}</p>}
    </div>
  );
});

const ROW_BLOCK = 16;
const drawnRows = (range: VisibleRange) => rowsInBlocks(range, ROW_BLOCK);

/**
 * The rows in view, in whole blocks with a block either side: each placed by its index times
 * ROW_HEIGHT. A scroll re-renders only this, a row already drawn is not drawn again, and rows are
 * added once per block, well before they come into view.
 */
function VirtualBody({ rows, scroller, currentId }: { rows: readonly TableRow[]; scroller: HTMLDivElement | null; currentId: number | null }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    // The virtualiser measures every row again when this function changes: one per row set, not per scroll.
    getItemKey: useCallback((i: number) => rows[i]!.original.id, [rows]),
    rangeExtractor: drawnRows,
  });
  const items = virtualizer.getVirtualItems();
  return (
    // While the table scrolls, the rows under the pointer take no hover or pointer events: the rows
    // passing under it would each cost a hit test, hover styles and events, every frame.
    <tbody style={{ height: virtualizer.getTotalSize() }} className={virtualizer.isScrolling ? 'lm-scrolling' : undefined}>
      <DrawnRows rows={rows} first={items[0]?.index ?? 0} last={items.at(-1)?.index ?? -1} currentId={currentId} />
    </tbody>
  );
}

/**
 * The drawn rows, first to last. The virtualiser re-renders its body each time a row crosses the
 * edge of the view; the drawn rows change only once per block, and until then this is skipped whole.
 */
const DrawnRows = memo(function DrawnRows({
  rows,
  first,
  last,
  currentId,
}: {
  rows: readonly TableRow[];
  first: number;
  last: number;
  currentId: number | null;
}) {
  const drawn = [];
  for (let index = first; index <= last; index++) {
    const row = rows[index]!;
    drawn.push(<ManagerTableRow key={row.original.id} row={row} index={index} current={row.original.id === currentId} />);
  }
  return drawn;
});

type TableRow = Row<typeof features, ManagerRow>;

/**
 * One listing's row. A new filter hands every row a new table row object; what it draws depends only
 * on the listing, its place and whether it is open in the editor, so it re-renders only when those change.
 */
const ManagerTableRow = memo(
  function ManagerTableRow({ row, index, current }: { row: TableRow; index: number; current: boolean }) {
    return (
      <tr
        data-listing-id={row.original.id}
        aria-rowindex={index + 2}
        aria-current={current ? 'true' : undefined}
        style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
      >
        {row.getAllCells().map((cell) => (
          <td key={cell.column.id} data-column={cell.column.id}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  },
  (before, after) => before.row.original === after.row.original && before.index === after.index && before.current === after.current,
);

function Badge({ good, children }: { good: boolean; children: string }) {
  return <span className={good ? 'lm-badge good' : 'lm-badge missing'}>{children}</span>;
}

/** Hide or show a listing from the table: the badge says what it is, the button what it does. */
function VisibilityToggle({ row, onQuickSave }: { row: ManagerRow; onQuickSave: ListingManagerProps['onQuickSave'] }) {
  const [busy, setBusy] = useState(false);
  const badge = visibilityBadge(row);
  return (
    <>
      <span className={`lm-badge ${badge.toLowerCase()}`}>{badge}</span>
      <button
        type="button"
        className="lm-link"
        aria-label={`${row.publicVisible ? 'Hide' : 'Show'} ${row.title}`}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onQuickSave(row.id, { publicVisible: !row.publicVisible }).finally(() => setBusy(false));
        }}
      >
        {row.publicVisible ? 'Hide' : 'Show'}
      </button>
    </>
  );
}

/**
 * The display order, edited in place: a button showing the number until the owner opens it (a field
 * in every row would cost each row scrolled in a form control), then a field saved on Enter or when
 * left with a new number, and put back on Escape.
 */
function OrderInput({ row, onQuickSave }: { row: ManagerRow; onQuickSave: ListingManagerProps['onQuickSave'] }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(row.displayOrder));
  const [saving, setSaving] = useState(false);
  const label = `Display order of ${row.title}`;
  if (!editing)
    return (
      <button type="button" className="lm-order" aria-label={`${label}: ${row.displayOrder}. Change`} disabled={saving} onClick={() => setEditing(true)}>
        {saving ? value : row.displayOrder}
      </button>
    );
  const close = () => setEditing(false);
  const save = () => {
    close();
    const next = Math.trunc(Number(value));
    if (!value || !Number.isFinite(next) || next === row.displayOrder) return setValue(String(row.displayOrder));
    setSaving(true);
    void onQuickSave(row.id, { displayOrder: next })
      .catch(() => setValue(String(row.displayOrder)))
      .finally(() => setSaving(false));
  };
  return (
    <input
      className="lm-order"
      inputMode="numeric"
      aria-label={label}
      value={value}
      // The owner opened this field: it takes the focus.
      autoFocus
      onFocus={(e) => e.target.select()}
      onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 7))}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') {
          setValue(String(row.displayOrder));
          close();
        }
      }}
    />
  );
}

function RowActions({ row }: { row: ManagerRow }) {
  return (
    <>
      {row.etsyUrl && (
        <a href={row.etsyUrl} target="_blank" rel="noopener noreferrer" aria-label={`Etsy (opens ${row.title} in a new tab)`}>
          Etsy
        </a>
      )}
      {/* Labels, not hidden spans: every element counts in a row that scrolls in. */}
      <a href={editUrl(row.id)} aria-label={`Edit ${row.title}`}>
        Edit
      </a>
      <a href={editUrl(row.id)} aria-label={`Analyze images of ${row.title}`}>
        Analyze images
      </a>
    </>
  );
}

function ManualDimensions({ rows }: { rows: readonly ManagerRow[] }) {
  return (
    <section className="lm-needing" aria-labelledby="lm-needing-title">
      <h4 id="lm-needing-title">Stickers Needing Manual Dimension Updates ({rows.length})</h4>
      <p>These listings failed automatic dimension extraction: enter their sizes by hand.</p>
      {rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Listing ID</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>{row.category}</td>
                <td>{row.id}</td>
                <td>{visibilityBadge(row)}</td>
                <td>
                  <a href={editUrl(row.id)}>
                    Edit<span className="visually-hidden"> {row.title}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
