import { isUnstorableText } from "./text";

// A page cannot answer 400, so a query parameter holding text the database cannot store (NUL,
// invalid Unicode; lib/http/text.ts) is left out where the page reads its query, as if it had not
// been sent: `/stories?q=%00` shows the library, where the search reached PostgreSQL and failed
// (a 500, with the raw NUL in its log lines). Every page that reads its query reads it here.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export type QueryValues = Record<string, string | string[]>;

export async function storableSearchParams(searchParams: SearchParams): Promise<QueryValues> {
  const kept: QueryValues = {};
  for (const [key, value] of Object.entries(await searchParams)) {
    if (value === undefined || isUnstorableText(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((each) => !isUnstorableText(each));
    if (values.length > 0) kept[key] = Array.isArray(value) ? values : values[0]!;
  }
  return kept;
}
