import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/core/env", () => ({
  env: () => ({ publicUrl: "https://coloring.example.org", NODE_ENV: "production", PORT: 3000 }),
}));

const { isSameOriginRequest } = await import("@/lib/http/origin-check");

const request = (method: string, origin?: string) => new Request("https://coloring.example.org/api/x", { method, headers: origin ? { origin } : {} });

describe("the Origin check for state-changing requests", () => {
  it("lets safe methods through without an Origin", () => {
    expect(isSameOriginRequest(request("GET"))).toBe(true);
  });

  it("accepts the configured public origin", () => {
    expect(isSameOriginRequest(request("POST", "https://coloring.example.org"))).toBe(true);
  });

  it("rejects a missing Origin", () => {
    expect(isSameOriginRequest(request("POST"))).toBe(false);
  });

  it("rejects a foreign or look-alike Origin", () => {
    for (const origin of ["https://evil.example", "https://coloring.example.org.evil.example", "http://coloring.example.org", "null"]) {
      expect(isSameOriginRequest(request("PUT", origin))).toBe(false);
    }
  });

  it("does not trust localhost in production", () => {
    expect(isSameOriginRequest(request("DELETE", "http://localhost:3000"))).toBe(false);
  });
});
