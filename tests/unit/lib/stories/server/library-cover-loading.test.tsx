// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { coverLoading, LibraryCardView } from "@/components/library/library-card";
import type { LibraryCard } from "@/lib/stories/server/library";

afterEach(cleanup);

const card: LibraryCard = { id: 7, title: "The Kite", spanishTitle: "El papalote", season: "Spring", cover: "/objects/generated/a-w480.webp" };

function coverOf(index: number): HTMLImageElement {
  render(<LibraryCardView card={card} href="/story/7" seasonLabel="Spring" coverAlt="Cover of The Kite" cover={coverLoading(index)} />);
  return screen.getByRole("img", { name: "Cover of The Kite" }) as HTMLImageElement;
}

describe("the library's covers load in the order a reader sees them", () => {
  it("fetches a phone's first row ahead of the scripts", () => {
    for (const index of [0, 1]) {
      const cover = coverOf(index);
      expect(cover.getAttribute("fetchpriority")).toBe("high");
      expect(cover.getAttribute("loading")).toBe("eager");
      cleanup();
    }
  });

  it("loads the rest of a laptop's first row at once, at the usual priority", () => {
    const cover = coverOf(3);
    expect(cover.getAttribute("fetchpriority")).toBeNull();
    expect(cover.getAttribute("loading")).toBe("eager");
  });

  it("leaves the cards further down until they are scrolled near", () => {
    const cover = coverOf(4);
    expect(cover.getAttribute("fetchpriority")).toBeNull();
    expect(cover.getAttribute("loading")).toBe("lazy");
  });
});
