import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { pageNumberParam } from "@/lib/stories/images";
import { storyIdParam } from "@/lib/stories/responses";

// Midjourney has no API and its terms forbid automating its Discord bot, so this server has
// no Discord client: the call always says so.
const DISCORD_NOT_CONFIGURED = "Midjourney through Discord is not configured.";

export const POST = route({ admin: true }, async ({ params }) => {
  storyIdParam(params.id);
  pageNumberParam(params.pageNumber);
  throw new AppError(501, DISCORD_NOT_CONFIGURED);
});
