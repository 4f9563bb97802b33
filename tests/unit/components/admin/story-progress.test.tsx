// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { StoryProgress } from "@/components/admin/story-progress";
import type { StoryProgress as Progress } from "@/lib/api/story-generation";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

// jsdom lays nothing out, so it has no scrolling either.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

/** Answers the phases in turn, the last one from then on. */
function serve(phases: Progress[]) {
  let asked = 0;
  return stubFetch({ "/api/stories/7/progress": () => ({ success: true, progress: phases[Math.min(asked++, phases.length - 1)] }) });
}

const renderProgress = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryProgress storyId={7} />
    </SWRConfig>,
  );

resetScreensBetweenTests();
beforeEach(() => router.push.mockClear());

describe("the progress of a new story", () => {
  it("follows the phases by itself and opens the story once it is written", async () => {
    serve([{ phase: "queued" }, { phase: "writing", attempt: 1, maxAttempts: 3 }, { phase: "done" }]);
    renderProgress();
    expect(await screen.findByText("Waiting for the story writer to start…")).toBeTruthy();
    expect(await screen.findByText("Writing the story text in English and Spanish…", undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText("The story is written. Opening it…", undefined, { timeout: 5000 })).toBeTruthy();
    expect(router.push).toHaveBeenCalledWith("/admin/story/7");
    expect(screen.getByRole("link", { name: "Open story #7" }).getAttribute("href")).toBe("/admin/story/7");
  });

  // That it then stops asking is progressEnded's rule (tests/unit/lib/stories/model/progress-text.test.ts).
  it("says what failed and stays", async () => {
    serve([{ phase: "failed", message: "The writer answered nonsense twice. Please try again." }]);
    renderProgress();
    expect(await screen.findByText("Story generation failed: The writer answered nonsense twice. Please try again.")).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
