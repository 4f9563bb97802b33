import type { BeaconReadKind } from "@/lib/db/enums";
import { READS_URL } from "@/lib/api/story-urls";
import { afterLoadWhenIdle } from "./after-load";

// Tells the server what the family did with a story (lib/reads): a beacon sent once the page has
// loaded and is idle, so it never competes with the page. It carries the story and the kind only
// and sets no cookie; whatever becomes of it (offline, refused) is nobody's concern on the page.

/** Returns a function that cancels the report while it has not been sent. */
export function reportRead(storyKey: string, kind: BeaconReadKind): () => void {
  return afterLoadWhenIdle(() => {
    try {
      // Sent as plain text, a type every browser's beacon takes; the route reads it as JSON.
      navigator.sendBeacon?.(READS_URL, JSON.stringify({ story: storyKey, kind }));
    } catch {
      // A browser that refuses beacons (a policy, a full queue) counts nothing, silently.
    }
  });
}
