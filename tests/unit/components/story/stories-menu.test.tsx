// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoriesMenu } from "@/components/story/stories-menu";

vi.mock("next/navigation", () => ({ usePathname: () => "/story/1" }));

afterEach(cleanup);

const items = [
  { href: "/", label: "Original Story" },
  { href: "/story/2", label: "The Kite" },
];

describe("the Stories menu", () => {
  it("closes on a tap outside made the moment it opens, before React renders again", () => {
    const { container } = render(<StoriesMenu items={items} label="Stories" />);
    const details = container.querySelector("details")!;
    // Opened the way a tap on its button opens it, then tapped outside in the same task.
    details.open = true;
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details.open).toBe(false);
  });

  it("stays open for a tap inside it, and closes on Escape", () => {
    const { container } = render(<StoriesMenu items={items} label="Stories" />);
    const details = container.querySelector("details")!;
    details.open = true;
    container.querySelector("a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details.open).toBe(true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(details.open).toBe(false);
  });
});
