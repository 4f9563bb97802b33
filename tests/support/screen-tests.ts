import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi, type Mock } from "vitest";

/**
 * For a file of rendered screens: each test starts with the toast mocks cleared (when given) and
 * ends with its screen unmounted and every stubbed global (fetch, confirm, location) put back.
 */
export function resetScreensBetweenTests(toast?: { success: Mock; error: Mock }): void {
  if (toast) {
    beforeEach(() => {
      toast.success.mockReset();
      toast.error.mockReset();
    });
  }
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
