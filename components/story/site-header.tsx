import "server-only";
import { cachedOriginalStory, DEFAULT_ORIGINAL_TITLE } from "@/lib/original-story";
import { cachedPublicStories } from "@/lib/stories/public";
import { HeaderBar, menuItemsFor } from "./header-bar";

// The header's list: the original first, then every completed public story. A failure is
// only logged and the defaults are kept (spec §8).
export async function SiteHeader() {
  const [original, stories] = await Promise.all([
    cachedOriginalStory().catch((error: unknown) => {
      console.error("Could not load the original story's title", error);
      return { title: DEFAULT_ORIGINAL_TITLE };
    }),
    cachedPublicStories().catch((error: unknown) => {
      console.error("Could not load the public stories", error);
      return [];
    }),
  ]);
  return <HeaderBar items={menuItemsFor(original.title, stories)} />;
}
