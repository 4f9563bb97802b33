import { route } from "@/lib/http/route";
import { siteShareCardResponse } from "@/lib/share-card/share-card";

// The site's card in Spanish, for /es and /es/stories.
export const GET = route({}, async () => siteShareCardResponse("es"));
