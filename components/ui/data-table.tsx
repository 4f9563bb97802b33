"use client";

import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_equals,
  filterFn_includesString,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useState, type ReactNode } from "react";
import { DEFAULT_PAGE_SIZE, pageOf, pageWindow } from "@/lib/table/page-window";
import { SortIcon } from "./icons";

export { DEFAULT_PAGE_SIZE };

/**
 * Per-column layout: classes for its header and cells (e.g. hiding a column on phones), and the
 * small label its cell carries when the rows are shown as cards.
 */
type DataTableColumnMeta = { className?: string; cardLabel?: string };

// One stable feature set for every table of the site: column filters and sorting. Paging is done
// here on the sorted rows, so a page that no longer exists (the rows shrank) shows the last one.
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { equals: filterFn_equals, includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- columns of one table hold values of different types

export const dataTableColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

export type RowRange = { from: number; to: number; total: number };

type DataTableProps<TData extends RowData> = {
  data: TData[];
  columns: DataTableColumn<TData>[];
  getRowId?: (row: TData) => string;
  /** Names the table for assistive technology. */
  label: string;
  /** Controlled sorting; left out, the table keeps its own starting from `initialSorting`. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  initialSorting?: SortingState;
  /** The rows arrive already in order (the caller owns the sorting rule); headers still toggle. */
  manualSorting?: boolean;
  /** A column not yet sorted starts descending; clicking the sorted column toggles its direction. */
  sortDescFirst?: boolean;
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;
  manualFiltering?: boolean;
  /** Controlled 0-based page; the caller resets it to 0 when its sort or filters change. */
  pageIndex?: number;
  /**
   * The caller pages too: `data` is the page (see `pageOf`) of this many rows in all, so a long
   * list costs the table one page of rows, not every row, on each sort or filter.
   */
  rowCount?: number;
  onPageIndexChange?: (pageIndex: number) => void;
  pageSize?: number;
  /** The line above the table; 'Showing a-b of n rows' unless given (and then only with rows). */
  counter?: (range: RowRange) => ReactNode;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  rowClassName?: (row: TData) => string;
  /**
   * Under 640 px each row becomes a card in two columns (a cell with `max-sm:col-span-2` takes a
   * whole line), each cell under its column's `cardLabel`, so a phone reads every row without
   * scrolling sideways. The header row steps aside: the caller shows a `SortBar` there.
   */
  cardsOnPhones?: boolean;
};

// The card layout is the same table restyled, so a row keeps its cells, roles and actions at every
// width. Cells keep their own display, which a grid turns into blocks, so a column hidden on
// phones stays hidden there.
const CARD = {
  frame: "max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent",
  table: "max-sm:block",
  head: "max-sm:hidden",
  body: "max-sm:block max-sm:space-y-3 max-sm:divide-y-0",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2.5 max-sm:rounded-2xl max-sm:border-2 max-sm:border-terracotta-100 max-sm:bg-white max-sm:p-3",
  cell: "max-sm:min-w-0 max-sm:p-0",
  label:
    "max-sm:before:mb-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:tracking-wide max-sm:before:text-ink/60 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]",
} as const;

function useControllable<T>(value: T | undefined, onChange: ((next: T) => void) | undefined, initial: T) {
  const [own, setOwn] = useState<T>(initial);
  const current = value ?? own;
  const set = (updater: Updater<T>) => {
    const next = typeof updater === "function" ? (updater as (old: T) => T)(current) : updater;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

const NO_SORTING: SortingState = [];
const NO_FILTERS: ColumnFiltersState = [];

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { data, columns, getRowId, label, pageSize = DEFAULT_PAGE_SIZE, empty, rowClassName, cardsOnPhones = false } = props;
  const card = (classes: string) => (cardsOnPhones ? classes : "");
  const [sorting, setSorting] = useControllable(props.sorting, props.onSortingChange, props.initialSorting ?? NO_SORTING);
  const [columnFilters, setColumnFilters] = useControllable(props.columnFilters, props.onColumnFiltersChange, NO_FILTERS);
  const [requestedPage, setPageIndex] = useControllable(props.pageIndex, props.onPageIndexChange, 0);

  const table = useTable<DataTableFeatures, TData>({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    manualSorting: props.manualSorting,
    manualFiltering: props.manualFiltering,
    sortDescFirst: props.sortDescFirst,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const ordered = table.getSortedRowModel().rows;
  const total = props.rowCount ?? ordered.length;
  const { pageIndex, pageCount, range } = pageOf(total, requestedPage, pageSize);
  const rows = props.rowCount === undefined ? ordered.slice(range.from - 1, range.to) : ordered;

  return (
    <div className="space-y-3">
      {props.counter || total > 0 ? (
        <p className="text-sm font-semibold text-ink/70" aria-live="polite">
          {props.counter ? props.counter(range) : `Showing ${range.from}-${range.to} of ${range.total} rows`}
        </p>
      ) : null}
      {total === 0 && empty !== undefined ? (
        empty
      ) : (
        <>
          <div className={`overflow-x-auto rounded-2xl border-2 border-terracotta-100 bg-white ${card(CARD.frame)}`}>
            <table aria-label={label} className={`w-full text-sm ${card(CARD.table)}`}>
              <thead className={`border-b-2 border-terracotta-100 bg-terracotta-50/60 ${card(CARD.head)}`}>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const meta = header.column.columnDef.meta;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                          className={`px-2.5 py-2 text-left text-xs font-bold uppercase tracking-wide whitespace-nowrap text-ink/60 ${meta?.className ?? ""}`}
                        >
                          {header.isPlaceholder ? null : header.column.getCanSort() ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className={`inline-flex items-center gap-1 uppercase hover:text-terracotta-700 ${sorted ? "text-terracotta-700" : ""}`}
                            >
                              <table.FlexRender header={header} />
                              <SortIcon direction={sorted} />
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
              <tbody className={`divide-y divide-terracotta-50 ${card(CARD.body)}`}>
                {rows.map((row) => (
                  <tr key={row.id} className={`${rowClassName?.(row.original) ?? ""} ${card(CARD.row)}`}>
                    {row.getAllCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const labelled = cardsOnPhones && meta?.cardLabel !== undefined;
                      return (
                        <td
                          key={cell.id}
                          data-label={labelled ? meta.cardLabel : undefined}
                          className={`px-2.5 py-2.5 align-middle ${meta?.className ?? ""} ${card(CARD.cell)} ${labelled ? CARD.label : ""}`}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pageCount > 1 ? <Pager pageIndex={pageIndex} pageCount={pageCount} onPage={(index) => setPageIndex(index)} /> : null}
    </div>
  );
}

const pagerButton =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-full border-2 px-3 text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-40";

function Pager({ pageIndex, pageCount, onPage }: { pageIndex: number; pageCount: number; onPage: (pageIndex: number) => void }) {
  const current = pageIndex + 1;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${pagerButton} border-terracotta-100 bg-white text-terracotta-700 hover:border-terracotta-500`}
        disabled={current === 1}
        onClick={() => onPage(pageIndex - 1)}
      >
        Previous
      </button>
      {pageWindow(current, pageCount).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink/60">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === current ? "page" : undefined}
            onClick={() => onPage(item - 1)}
            className={`${pagerButton} ${item === current ? "border-terracotta-500 bg-terracotta-500 text-white" : "border-terracotta-100 bg-white text-terracotta-700 hover:border-terracotta-500"}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${pagerButton} border-terracotta-100 bg-white text-terracotta-700 hover:border-terracotta-500`}
        disabled={current === pageCount}
        onClick={() => onPage(pageIndex + 1)}
      >
        Next
      </button>
    </nav>
  );
}
