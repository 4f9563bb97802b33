import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { LIMITS, takeAttempt } from "@/lib/http/rate-limit";
import { createAccount, post } from "../support/accounts";

// The failure limits are counted atomically: parallel attempts cannot slip past the limit
// between a count and a record.
describe("the login failure throttle under parallel attempts", () => {
  it("lets exactly `max` of 40 parallel attempts on one key through", async () => {
    const key = `parallel-${Date.now()}@example.com`;
    const taken = await Promise.all(Array.from({ length: 40 }, () => takeAttempt(LIMITS.loginFailuresPerAccountAndClient, key)));
    expect(taken.filter((id) => id !== null)).toHaveLength(LIMITS.loginFailuresPerAccountAndClient.max);
    expect(await takeAttempt(LIMITS.loginFailuresPerAccountAndClient, key)).toBeNull();
  });

  it("answers at most 10 of 40 parallel wrong-password logins with 401, the rest 429 or 503", async () => {
    const account = await createAccount();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(post("/api/admin/login", { email: account.email, password: `wrong-guess-${i}` }))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    const busy = responses.find((response) => response.status === 503);
    if (busy) {
      expect(busy.headers.get("retry-after")).toBe("2");
      expect((await busy.json()).message).toBe("The server is busy. Please try again in a moment.");
    }
  }, 60_000);
});

describe("the per-client login failure limit", () => {
  it("throttles a client after its failures across accounts reach the per-client limit, and only that client", async () => {
    const ip = { "x-peer-address": "192.0.2.77" };
    for (let i = 0; i < LIMITS.loginFailuresPerClient.max; i += 1) {
      await login(post("/api/admin/login", { email: `guess${i}@example.com`, password: "wrong-guess" }, { headers: ip }));
    }
    const account = await createAccount();
    const blocked = await login(post("/api/admin/login", { email: account.email, password: account.password }, { headers: ip }));
    expect(blocked.status).toBe(429);
    const elsewhere = await login(
      post("/api/admin/login", { email: account.email, password: account.password }, { headers: { "x-peer-address": "192.0.2.78" } }),
    );
    expect(elsewhere.status).toBe(200);
    // Twenty-two bcrypt comparisons at the production cost.
  }, 90_000);
});
