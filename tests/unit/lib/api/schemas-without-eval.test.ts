import { afterEach, describe, expect, it, vi } from "vitest";

// The pages' Content-Security-Policy has no 'unsafe-eval': browsers report any `new Function`,
// even one that is caught, so the schemas the browser loads must never try one once the
// browser's entry (instrumentation-client.ts) has run.
const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe("the schemas shared with the browser", () => {
  it("validate without constructing functions from strings", async () => {
    const constructed = vi.fn();
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        constructed(...args);
        return Reflect.construct(target, args);
      },
    });
    await import("@/instrumentation-client");
    const { loginSchema } = await import("@/lib/api/auth");
    const { storyGenerationRequestSchema } = await import("@/lib/api/story-generation");
    expect(loginSchema.safeParse({ email: "abuelita@example.org", password: "secret" }).success).toBe(true);
    storyGenerationRequestSchema.safeParse({ season: "Fall" });
    const { publishRequestSchema } = await import("@/lib/api/stories");
    expect(publishRequestSchema.safeParse({ published: true }).success).toBe(true);
    expect(constructed).not.toHaveBeenCalled();
  });
});
