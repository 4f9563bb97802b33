import { StoryNotFoundBody } from "@/components/story/story-page";

// The 404 of a story id with no public story: an admin still sees an unpublished story here
// (loaded in the browser through the authenticated API); everyone else the not-found state.
export default function StoryNotFoundPage() {
  return <StoryNotFoundBody locale="es" />;
}
