import { route } from "@/lib/http/route";
import { siteShareCardResponse } from "@/lib/share-card/share-card";

// The site's card in English, named by the pages that show no one story of their own (Home,
// the library), so a link to them pasted anywhere shows a picture too.
export const GET = route({}, async () => siteShareCardResponse("en"));
