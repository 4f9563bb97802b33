// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoryStatusCard } from "@/components/admin/story-detail/story-side-cards";
import { assetRows } from "@/lib/stories/model/asset-table";
import type { StoryDetail } from "@/lib/stories/model/types";
import { storyDetail } from "../../../../support/fixtures/stories";

vi.mock("@/lib/client/generation-allowance", () => ({ useGenerationAllowance: () => ({ data: undefined }) }));

afterEach(cleanup);

const story = (fields: Partial<StoryDetail>): StoryDetail => storyDetail(7, { imageStatus: "pending", ...fields });

describe("the story screen's status", () => {
  it("says what the Story Assets table says for the same story", () => {
    for (const fields of [{ imageStatus: "pending" }, { imageStatus: "generating" }, { imageStatus: "complete" }, { status: "failed" }] as const) {
      const shown = story(fields);
      render(<StoryStatusCard story={shown} />);
      const row = screen.getByText("Story Status").closest("div") as HTMLElement;
      const tableSays = assetRows([{ ...shown, pageCount: 3, pagesWithoutPicture: 1 }], "Original").find((each) => each.id === shown.id)!.storyStatus;
      expect(within(row).getByText(tableSays)).toBeTruthy();
      cleanup();
    }
  });
});
