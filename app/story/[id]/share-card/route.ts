import { route } from "@/lib/http/route";
import { shareCardResponse } from "@/lib/share-card/share-card";

// The picture card (og:image, twitter:image) of the English story page. It stays outside
// app/[locale], which only pages need, so no rewrite stands between its URL and this route; the
// Spanish page's card is the one below it (es/).
export const GET = route({}, async ({ params }) => shareCardResponse(params.id, "en"));
