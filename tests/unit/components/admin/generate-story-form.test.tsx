// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { GenerateStoryForm } from "@/components/admin/generate-story-form";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The form says how many stories today's limit still allows before the admin spends one.

function serve(left: number) {
  stubFetch({
    "/api/stories/generator": { success: true, provider: "offline", name: "Offline" },
    "/api/admin/generation-allowance": () => {
      const resetsAt = new Date(Date.now() + (3 * 60 + 12) * 60_000 + 30_000).toISOString();
      return { success: true, stories: { left, limit: 20, resetsAt }, images: { left: 200, limit: 200, resetsAt } };
    },
  });
}

const renderForm = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GenerateStoryForm />
    </SWRConfig>,
  );

resetScreensBetweenTests();

describe("the Generate New Story form", () => {
  it("shows the stories left today", async () => {
    serve(17);
    renderForm();
    expect(await screen.findByText("Stories left today: 17 of 20.")).toBeTruthy();
  });

  it("says when the limit resets once it is reached", async () => {
    serve(0);
    renderForm();
    expect(await screen.findByText("The daily limit of 20 new stories has been reached. It resets at midnight UTC, in 3 h 13 min.")).toBeTruthy();
  });
});
