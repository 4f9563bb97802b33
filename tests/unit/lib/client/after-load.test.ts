// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadWhenIdle } from "@/lib/client/after-load";

function pretendLoading() {
  const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  return () => {
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
  };
}

describe("work that waits for the page to load and the browser to be idle", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("runs only once the page has loaded and the browser has an idle moment", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((callback: () => void) => ((idle = callback), 1)),
    );
    const finishLoading = pretendLoading();
    const task = vi.fn();

    afterLoadWhenIdle(task);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    finishLoading();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 });
    expect(task).not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does not run once cancelled, before or after the load", () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn(() => 9),
    );
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const finishLoading = pretendLoading();
    const beforeLoad = vi.fn();
    afterLoadWhenIdle(beforeLoad)();
    finishLoading();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    afterLoadWhenIdle(vi.fn())();
    expect(cancelIdle).toHaveBeenCalledWith(9);
  });

  it("runs right after the load where the browser has no idle callbacks (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    afterLoadWhenIdle(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
