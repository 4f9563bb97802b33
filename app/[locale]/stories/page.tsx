import type { Metadata } from "next";
import { LibrarySearch, searchMetadata } from "@/components/library/library-routes";
import type { SearchParams } from "@/lib/http/search-params";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// A title search (?q=) in the library, rendered per request from the tagged data cache; the
// browsing views never reach this route (next.config.mjs rewrites them to the cached one). Said
// outright, because the layout names its languages for the build to render.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await pageLocale(params), searchParams);
}

export default async function LibrarySearchPage({ params, searchParams }: Props) {
  return <LibrarySearch locale={await pageLocale(params)} searchParams={searchParams} />;
}
