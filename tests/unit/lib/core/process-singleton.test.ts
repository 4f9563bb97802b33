import { describe, expect, it, vi } from "vitest";

// Next loads a module once per bundle: every copy of lib/core/process-singleton must hand out the
// same value, made once.
describe("processSingleton", () => {
  it("makes a value once per process, whichever copy of the module asks", async () => {
    const first = await import("@/lib/core/process-singleton");
    vi.resetModules();
    const second = await import("@/lib/core/process-singleton");
    expect(second).not.toBe(first);
    const create = vi.fn(() => ({ made: true }));
    const value = first.processSingleton("test-value", create);
    expect(second.processSingleton("test-value", create)).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("runs a start once, and makes a forgotten value again", async () => {
    const { forgetProcessSingleton, oncePerProcess, processSingleton } = await import("@/lib/core/process-singleton");
    const start = vi.fn();
    oncePerProcess("test-start", start);
    oncePerProcess("test-start", start);
    expect(start).toHaveBeenCalledTimes(1);
    const before = processSingleton("test-forget", () => ({}));
    forgetProcessSingleton("test-forget");
    expect(processSingleton("test-forget", () => ({}))).not.toBe(before);
  });
});
