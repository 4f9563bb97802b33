import { describe, expect, it } from "vitest";
import { progressEnded, progressText } from "@/lib/stories/model/progress-text";

describe("what the Generate screen says while a story is written", () => {
  it("names each phase, the attempt only once it is not the first, and the reason of a failure", () => {
    expect(progressText({ phase: "queued" })).toBe("Waiting for the story writer to start…");
    expect(progressText({ phase: "writing", attempt: 1, maxAttempts: 3 })).toBe("Writing the story text in English and Spanish…");
    expect(progressText({ phase: "writing", attempt: 2, maxAttempts: 3 })).toBe("Writing the story text in English and Spanish (attempt 2 of 3)…");
    expect(progressText({ phase: "retrying", attempt: 1, maxAttempts: 3, lastError: "timeout" })).toBe(
      "Attempt 1 of 3 failed (timeout); trying again shortly…",
    );
    expect(progressText({ phase: "done" })).toBe("The story is written. Opening it…");
    expect(progressText({ phase: "failed", message: "No pages came back." })).toBe("Story generation failed: No pages came back.");
  });

  it("stops asking once the story is written or has failed", () => {
    expect(progressEnded(undefined)).toBe(false);
    expect(progressEnded({ phase: "queued" })).toBe(false);
    expect(progressEnded({ phase: "retrying", attempt: 1, maxAttempts: 3, lastError: "x" })).toBe(false);
    expect(progressEnded({ phase: "done" })).toBe(true);
    expect(progressEnded({ phase: "failed", message: "x" })).toBe(true);
  });
});
