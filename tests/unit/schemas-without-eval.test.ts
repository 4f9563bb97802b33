import { afterEach, describe, expect, it, vi } from "vitest";

// The pages' Content-Security-Policy has no 'unsafe-eval': browsers report any `new Function`,
// even one that is caught, so the schemas the forms share must never try one.
const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe("the forms' schemas", () => {
  it("validate without constructing functions from strings", async () => {
    const constructed = vi.fn();
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        constructed(...args);
        return Reflect.construct(target, args);
      },
    });
    const { loginSchema } = await import("@/lib/schemas/auth");
    const { storyGenerationRequestSchema } = await import("@/lib/schemas/story-generation");
    expect(loginSchema.safeParse({ email: "abuelita@example.org", password: "secret" }).success).toBe(true);
    storyGenerationRequestSchema.safeParse({ season: "Fall" });
    expect(constructed).not.toHaveBeenCalled();
  });
});
