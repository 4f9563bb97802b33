import { route } from "@/lib/http/route";
import { shareCardResponse } from "@/lib/share-card/share-card";

// The picture card (og:image, twitter:image) of the story page in both languages, at the English
// path only. It stays outside app/[locale], which only pages need: so no /es path serves it, and
// no rewrite stands between its URL and this route.
export const GET = route({}, async ({ params }) => shareCardResponse(params.id));
