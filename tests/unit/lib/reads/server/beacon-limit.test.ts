import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/core/env", () => ({ env: () => ({ TRUSTED_PROXY_HOPS: 0 }) }));

const { READS_PER_CLIENT_PER_MINUTE, takeReadReport } = await import("@/lib/reads/server/beacon-limit");

const from = (address: string) => new Request("http://localhost:3000/api/public/reads", { method: "POST", headers: { "x-peer-address": address } });

describe("the reads beacon's limit per client", () => {
  it("takes a minute's reports from one client, refuses more, and starts again the next minute", () => {
    const start = 1_000_000;
    for (let report = 0; report < READS_PER_CLIENT_PER_MINUTE; report += 1) expect(takeReadReport(from("203.0.113.7"), start)).toBe(true);
    expect(takeReadReport(from("203.0.113.7"), start + 1000)).toBe(false);
    expect(takeReadReport(from("203.0.113.8"), start + 1000)).toBe(true);
    expect(takeReadReport(from("203.0.113.7"), start + 60_000)).toBe(true);
  });
});
