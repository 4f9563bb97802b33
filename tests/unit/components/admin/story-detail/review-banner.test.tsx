// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReviewBanner } from "@/components/admin/story-detail/review-banner";
import { stubFetch } from "../../../../support/fake-fetch";
import { storyDetail } from "../../../../support/fixtures/stories";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

resetScreensBetweenTests(toast);

const REASON = "OpenAI moderation flagged page 4's Spanish text (violence).";

describe("the review banner", () => {
  it("shows nothing for a story the moderation never held", () => {
    const { container } = render(<ReviewBanner story={storyDetail(1)} />);
    expect(container.textContent).toBe("");
  });

  it("names the reason and clears the review through the API, saying so", async () => {
    const held = storyDetail(7, { needsReview: true, reviewReason: REASON });
    const fetch = stubFetch({
      "POST /api/stories/7/clear-review": {
        success: true,
        story: { ...held, needsReview: false },
        message: "Story read and cleared: it may now be published.",
      },
    });
    render(<ReviewBanner story={held} />);
    const banner = screen.getByRole("region", { name: "Needs review" });
    expect(banner.textContent).toContain(REASON);
    fireEvent.click(screen.getByRole("button", { name: "Mark as read and cleared" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Review Cleared", { description: "Story read and cleared: it may now be published." }));
    expect(fetch.mock.calls.some(([url, init]) => url === "/api/stories/7/clear-review" && init?.method === "POST")).toBe(true);
  });

  it("says why a clearing failed", async () => {
    stubFetch({
      "POST /api/stories/8/clear-review": new Response(JSON.stringify({ success: false, message: "This story is not waiting for review" }), { status: 409 }),
    });
    render(<ReviewBanner story={storyDetail(8, { needsReview: true, reviewReason: REASON })} />);
    fireEvent.click(screen.getByRole("button", { name: "Mark as read and cleared" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Review Not Cleared", { description: "This story is not waiting for review" }));
  });

  it("keeps the finding on the page once cleared, with who cleared it and when", () => {
    render(
      <ReviewBanner
        story={storyDetail(9, { needsReview: false, reviewReason: REASON, reviewClearedBy: "ana@example.com", reviewClearedAt: "2026-11-20T15:04:00.000Z" })}
      />,
    );
    const note = screen.getByRole("region", { name: "Review cleared" });
    expect(note.textContent).toMatch(/^Review cleared by ana@example\.com on Nov 20, 2026 \d+:04 [AP]M\./);
    expect(note.textContent).toContain(REASON);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
