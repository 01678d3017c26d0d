import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { ManagerRow } from '~/contracts/admin-listings.ts';
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

/** The Listing Manager: every listing, filtered, searched and sorted, its rows virtualised for thousands of listings. */
export function ListingManager({ rows, currentId, onQuickSave }: ListingManagerProps) {
  const [view, setView] = useState<ManagerView>(DEFAULT_MANAGER_VIEW);
  const [manual, setManual] = useState<ManagerRow[] | null>(null);
  const index = useMemo(() => indexManagerRows(rows), [rows]);
  const shown = useMemo(() => managerRows(index, view), [index, view]);
  const categories = useMemo(() => managerCategories(rows), [rows]);
  const change = (patch: Partial<ManagerView>) => setView((v) => ({ ...v, ...patch }));

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
            <span className="lm-title">
              <a href={editUrl(info.row.original.id)}>{info.getValue()}</a>
              <small>{descriptionPreview(info.row.original.description)}</small>
            </span>
          ),
        }),
        column.accessor('category', { id: 'category', header: 'Category' }),
        column.accessor('id', { id: 'id', header: 'Listing ID', cell: (info) => <span className="lm-id">{info.getValue()}</span> }),
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
        column.accessor('sales', { id: 'sales', header: 'Sales', cell: (info) => <span className="lm-number">{info.getValue()}</span> }),
        column.display({ id: 'actions', header: 'Actions', cell: (info) => <RowActions row={info.row.original} /> }),
      ]),
    [onQuickSave],
  );
  const table = useTable({ features, columns, data: shown });
  const tableRows = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    getItemKey: (i) => tableRows[i]!.original.id,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const columnCount = columns.length;

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
        <label>
          <span>SVG path</span>
          <select value={view.svg} onChange={(e) => change({ svg: e.target.value as ManagerView['svg'] })}>
            {Object.entries(SVG_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>TRUEscale</span>
          <select value={view.trueScale} onChange={(e) => change({ trueScale: e.target.value as ManagerView['trueScale'] })}>
            {Object.entries(TRUESCALE_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Sort by</span>
          <select value={view.sortBy} onChange={(e) => change({ sortBy: e.target.value as ManagerSortKey })}>
            {Object.entries(MANAGER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button secondary lm-direction"
          aria-label={view.sortOrder === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'}
          onClick={() => change({ sortOrder: view.sortOrder === 'asc' ? 'desc' : 'asc' })}
        >
          {view.sortOrder === 'asc' ? '↑ Asc' : '↓ Desc'}
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

      <div className="lm-scroll" ref={scroller} tabIndex={0} aria-label="Listings">
        <table className="lm-table" aria-rowcount={tableRows.length + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sort = SORTABLE[header.column.id];
                  const active = sort !== undefined && view.sortBy === sort;
                  return (
                    <th key={header.id} scope="col" aria-sort={active ? (view.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {sort ? (
                        <button type="button" className="lm-sort" onClick={() => setView((v) => sortByColumn(v, sort))}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{active ? (view.sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = tableRows[item.index]!;
              return (
                <tr
                  key={row.original.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  data-listing-id={row.original.id}
                  aria-current={row.original.id === currentId ? 'true' : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-column={cell.column.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
        {shown.length === 0 && <p className="lm-empty">{EMPTY_MANAGER_TEXT}</p>}
      </div>
    </div>
  );
}

function Badge({ good, children }: { good: boolean; children: string }) {
  return <span className={good ? 'lm-badge good' : 'lm-badge missing'}>{children}</span>;
}

/** Hide or show a listing from the table: the badge says what it is, the button what it does. */
function VisibilityToggle({ row, onQuickSave }: { row: ManagerRow; onQuickSave: ListingManagerProps['onQuickSave'] }) {
  const [busy, setBusy] = useState(false);
  const badge = visibilityBadge(row);
  return (
    <span className="lm-status">
      <span className={`lm-badge ${badge.toLowerCase()}`}>{badge}</span>
      <button
        type="button"
        className="lm-link"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onQuickSave(row.id, { publicVisible: !row.publicVisible }).finally(() => setBusy(false));
        }}
      >
        {row.publicVisible ? 'Hide' : 'Show'}
        <span className="visually-hidden"> {row.title}</span>
      </button>
    </span>
  );
}

/** The display order, edited in place: saved on Enter or when the field is left with a new number. */
function OrderInput({ row, onQuickSave }: { row: ManagerRow; onQuickSave: ListingManagerProps['onQuickSave'] }) {
  const [value, setValue] = useState(String(row.displayOrder));
  const [saving, setSaving] = useState(false);
  const save = () => {
    const next = Math.trunc(Number(value));
    if (!Number.isFinite(next) || next < 0 || next === row.displayOrder) return setValue(String(row.displayOrder));
    setSaving(true);
    void onQuickSave(row.id, { displayOrder: next })
      .catch(() => setValue(String(row.displayOrder)))
      .finally(() => setSaving(false));
  };
  return (
    <input
      className="lm-order"
      inputMode="numeric"
      aria-label={`Display order of ${row.title}`}
      value={value}
      disabled={saving}
      onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 7))}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && save()}
    />
  );
}

function RowActions({ row }: { row: ManagerRow }) {
  return (
    <span className="lm-actions">
      {row.etsyUrl && (
        <a href={row.etsyUrl} target="_blank" rel="noopener noreferrer">
          Etsy<span className="visually-hidden"> (opens {row.title} in a new tab)</span>
        </a>
      )}
      <a href={editUrl(row.id)}>
        Edit<span className="visually-hidden"> {row.title}</span>
      </a>
      <a href={editUrl(row.id)}>
        Analyze images<span className="visually-hidden"> of {row.title}</span>
      </a>
    </span>
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
