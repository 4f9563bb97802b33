// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdSlot } from "@/components/ads/ad-slot";

const config = { publisherId: "ca-pub-1234567890", slotId: "1111111111" };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.innerHTML = "";
  delete window.adsbygoogle;
});

describe("AdSlot", () => {
  it("renders nothing and loads no script without configuration", () => {
    const { container } = render(<AdSlot config={null} position="top" />);
    expect(container.innerHTML).toBe("");
    expect(document.querySelector("script")).toBeNull();
  });

  it("loads the ad script once for the configured publisher and requests the slot", () => {
    render(
      <>
        <AdSlot config={config} position="top" />
        <AdSlot config={{ ...config, slotId: "2222222222" }} position="bottom" />
      </>,
    );
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890");
    expect(window.adsbygoogle).toHaveLength(2);
    expect(document.querySelector('ins[data-ad-slot="2222222222"]')).not.toBeNull();
  });

  it("shows 'Sponsored' only once the ad has filled, checked at 1 s and again at 3 s", () => {
    const { container } = render(<AdSlot config={config} position="top" />);
    const ad = container.querySelector("ins")!;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Sponsored")).toBeNull();
    ad.setAttribute("data-ad-status", "filled");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText("Sponsored")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Sponsored")).toBeTruthy();
  });

  it("never labels an ad that stays unfilled", () => {
    const { container } = render(<AdSlot config={config} position="bottom" />);
    container.querySelector("ins")!.setAttribute("data-ad-status", "unfilled");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText("Sponsored")).toBeNull();
  });
});
