import { route } from "@/lib/http/route";
import { shareCardResponse } from "@/lib/share-card/share-card";

// The picture card (og:image, twitter:image) of the story page in both languages.
export const GET = route({}, async ({ params }) => shareCardResponse(params.id));
