// A table's sort: one column and a direction. Client-safe and pure.

export type ColumnSort<K extends string> = { key: K; desc: boolean };

/** A guard for a table's sort keys, for ids that come from the table or the address. */
export const sortKeyGuard =
  <K extends string>(keys: readonly K[]) =>
  (key: string): key is K =>
    (keys as readonly string[]).includes(key);

/** The sorted column flips its direction; another column starts descending when `firstDesc`, else ascending. */
export function nextColumnSort<K extends string>(current: ColumnSort<K>, key: K, firstDesc: boolean): ColumnSort<K> {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: firstDesc };
}
