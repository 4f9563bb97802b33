import type { Metadata } from "next";
import { LibrarySearch, searchMetadata } from "@/components/library/library-routes";
import type { SearchParams } from "@/lib/http/search-params";

// A title search (?q=) in the library, rendered per request from the tagged data cache; the
// browsing views never reach this route (next.config.mjs rewrites them to the cached one).
type Props = { searchParams: SearchParams };

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata("en", searchParams);
}

export default function LibrarySearchPage({ searchParams }: Props) {
  return <LibrarySearch locale="en" searchParams={searchParams} />;
}
