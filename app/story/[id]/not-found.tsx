import { StoryPathFallback } from "@/components/story/story-path-fallback";
import { StoryScreen } from "@/components/story/story-screen";

// The 404 of a story id with no public story: an admin still sees an unpublished story here
// (loaded in the browser through the authenticated API); everyone else the not-found state.
export default function StoryNotFoundPage() {
  return (
    <StoryScreen>
      <StoryPathFallback />
    </StoryScreen>
  );
}
