import { route } from "@/lib/http/route";
import { shareCardResponse } from "@/lib/share-card/share-card";

// The Spanish story page's card: its words in Spanish, at a path no /es rewrite reaches.
export const GET = route({}, async ({ params }) => shareCardResponse(params.id, "es"));
