"use client";

import type { SortingState } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { nextColumnSort, type ColumnSort } from "@/lib/table/column-sort";

type Options<K extends string> = {
  isKey: (key: string) => key is K;
  /** Whether a column sorted for the first time starts descending. */
  firstDesc: boolean;
  /** The table's page setter: a new sort starts at the first page. */
  setPageIndex: (index: number) => void;
};

/** A table screen's sort: the state, the table's sorting, and the handlers for its headers and its SortBar. */
export function useColumnSort<K extends string>(initial: ColumnSort<K>, { isKey, firstDesc, setPageIndex }: Options<K>) {
  const [sort, setSort] = useState(initial);
  const sorting = useMemo<SortingState>(() => [{ id: sort.key, desc: sort.desc }], [sort]);
  const changeSort = useCallback(
    (key: K) => {
      setSort((current) => nextColumnSort(current, key, firstDesc));
      setPageIndex(0);
    },
    [firstDesc, setPageIndex],
  );
  const onSortingChange = useCallback(
    (next: SortingState) => {
      const key = next[0]?.id;
      if (key && isKey(key)) changeSort(key);
    },
    [changeSort, isKey],
  );
  return { sort, sorting, changeSort, onSortingChange };
}
