// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoryViewer } from "@/components/story/story-viewer";
import type { ViewerLabels } from "@/lib/i18n/labels";
import { DEFAULT_PICTURE_SIZE, pictureSize } from "@/lib/stories/model/picture-size";
import english from "@/messages/en.json";

vi.mock("next/navigation", () => ({ usePathname: () => "/story/1" }));

const GENERATED = "/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536.png";

afterEach(cleanup);

const labels: ViewerLabels = { locale: "en", ...english.viewer, pdf: english.pdf, colouring: english.colouring };

describe("the picture frame takes the picture's own shape", () => {
  it("reads the size from a stored picture's key and the built-in scenes' canvas", () => {
    expect(pictureSize(GENERATED)).toEqual({ width: 1024, height: 1536 });
    expect(pictureSize("/original-story/04-garden-of-marigolds.svg")).toEqual({ width: 850, height: 1100 });
    expect(pictureSize("/objects/uploads/old-key-without-size.png")).toEqual(DEFAULT_PICTURE_SIZE);
    expect(pictureSize(null)).toEqual(DEFAULT_PICTURE_SIZE);
  });

  it("gives a 2:3 generated picture a 2:3 frame whose height is capped by the viewport", () => {
    const story = { title: "Tall Pictures", pages: [{ pageNumber: 1, text: "Hello.", spanishText: "Hola.", image: GENERATED }] };
    render(<StoryViewer story={story} storyKey="1" labels={labels} />);
    const frame = screen.getByTestId("page-picture");
    expect(frame.style.aspectRatio).toBe("1024 / 1536");
    expect(frame.style.width).toBe("min(100%, 34rem, calc(var(--picture-max-h) * 0.6667))");
  });
});
