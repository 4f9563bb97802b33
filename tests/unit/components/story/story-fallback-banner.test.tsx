// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import StoryFallback from "@/components/story/story-fallback";
import type { NotFoundLabels, ViewerLabels } from "@/lib/i18n/labels";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/client/use-current-user", () => ({ useCurrentUser: () => ({ hasAdminAccess: true, isLoading: false }) }));
vi.mock("@/components/story/story-viewer", () => ({ StoryViewer: () => <p>viewer</p> }));

function serve(fields: { published: boolean; archived: boolean }) {
  const story = { id: 9, title: "Tamales", activityType: "Cooking", storyData: { pages: [] }, imageData: null, manualImages: null, ...fields };
  stubFetch(() => ({ success: true, story }));
}

const labels: ViewerLabels = { locale: "en", ...english.viewer, pdf: english.pdf, colouring: english.colouring };
const notFoundIn = ({ states }: typeof english): NotFoundLabels => ({
  title: states.storyNotFoundTitle,
  heading: states.storyNotFound,
  text: states.storyNotFoundText,
  goHome: states.goHome,
  loading: states.loading,
  pleaseWait: states.pleaseWait,
  unpublishedTitle: states.unpublishedTitle,
  unpublishedText: states.unpublishedText,
});
const notFound = notFoundIn(english);

resetScreensBetweenTests();

describe("the banner an admin sees over a hidden story", () => {
  it("says 'Archived Story' with Restore for an archived story, even a published one", async () => {
    serve({ published: true, archived: true });
    render(<StoryFallback id="9" labels={labels} notFound={notFound} />);
    expect(await screen.findByText("Archived Story")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Restore" })).toBeTruthy();
    expect(screen.queryByText("Unpublished Story")).toBeNull();
  });

  it("says 'Unpublished Story' for an unpublished story that is not archived", async () => {
    serve({ published: false, archived: false });
    render(<StoryFallback id="9" labels={labels} notFound={notFound} />);
    expect(await screen.findByText("Unpublished Story")).toBeTruthy();
    expect(screen.queryByText("Archived Story")).toBeNull();
  });

  it("speaks Spanish on a Spanish page, while loading and in its banner", async () => {
    serve({ published: false, archived: false });
    const { container } = render(<StoryFallback id="9" labels={{ ...labels, locale: "es" }} notFound={notFoundIn(spanish)} />);
    expect(container.textContent).toContain("Cargando...");
    expect(container.textContent).not.toContain("Loading");
    expect(await screen.findByText("Cuento sin publicar")).toBeTruthy();
    expect(container.textContent).not.toMatch(/Unpublished|only visible to admins/);
  });
});
