import "server-only";
import { fellBack } from "@/lib/stories/outage-recovery";
import { cachedOriginalStory } from "@/lib/stories/original";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/original-view";
import { cachedPublicStories } from "@/lib/stories/queries";
import { HeaderBar, menuItemsFor } from "./header-bar";

// The header's list: the original first, then every completed public story. A failure is
// only logged and the defaults are kept.
export async function SiteHeader() {
  const [original, stories] = await Promise.all([
    cachedOriginalStory().catch((error: unknown) => {
      fellBack("Could not load the original story's title", error);
      return { title: DEFAULT_ORIGINAL_TITLE };
    }),
    cachedPublicStories().catch((error: unknown) => {
      fellBack("Could not load the public stories", error);
      return [];
    }),
  ]);
  return <HeaderBar items={menuItemsFor(original.title, stories)} />;
}
