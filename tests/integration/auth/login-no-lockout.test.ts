import { describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { loginDelayMs } from "@/lib/auth/login-delay";
import { LIMITS } from "@/lib/http/rate-limit";
import { createAccount, post } from "../support/accounts";

// The wait each password check was given: a wait that is not there cannot be timed on a busy machine.
const waitsGiven = vi.hoisted(() => [] as number[]);
vi.mock("@/lib/auth/login-delay", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/login-delay")>();
  return {
    ...real,
    waitBeforePasswordCheck: (earlierFailures: number) => {
      waitsGiven.push(real.loginDelayMs(earlierFailures));
      return real.waitBeforePasswordCheck(earlierFailures);
    },
  };
});

// Its own file (so its own database): every count starts from zero. Each client is a socket
// peer; IPv6 peers of one /64 are one client.
const from = (peer: string, email: string, password: string) => login(post("/api/admin/login", { email, password }, { headers: { "x-peer-address": peer } }));
const perPair = LIMITS.loginFailuresPerAccountAndClient.max;

describe("sign-in throttling never locks an admin out", () => {
  it("signs the admin in from another client after one client used up its wrong passwords on the account", async () => {
    const admin = await createAccount();
    for (let i = 0; i < perPair; i += 1) expect((await from("2001:db8:bad:1::10", admin.email, `wrong-${i}`)).status).toBe(401);
    // The same client, even from another address of its /64, is held off the account, even with the right password.
    expect((await from("2001:db8:bad:1::99", admin.email, "wrong-again")).status).toBe(429);
    expect((await from("2001:db8:bad:1::99", admin.email, admin.password)).status).toBe(429);
    const elsewhere = await from("198.51.100.7", admin.email, admin.password);
    expect(elsewhere.status).toBe(200);
  }, 60_000);

  it("slows guesses at the account from many clients with a growing wait, and still lets the right password in", async () => {
    const admin = await createAccount();
    // One client's worth of failures costs no wait: they come from `perPair` different clients here.
    for (let i = 0; i < perPair; i += 1) expect((await from(`203.0.113.${i + 1}`, admin.email, "wrong")).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const started = performance.now();
      expect((await from(`203.0.113.${100 + i}`, admin.email, "wrong")).status).toBe(401);
      waits.push(performance.now() - started);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(loginDelayMs(perPair) - 5);
    expect(waits[1]).toBeGreaterThanOrEqual(loginDelayMs(perPair + 1) - 5);
    expect(loginDelayMs(perPair + 1)).toBeGreaterThan(loginDelayMs(perPair));
    const started = performance.now();
    expect((await from("192.0.2.50", admin.email, admin.password)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(perPair + 2) - 5);
    // A right password ends the account's wait.
    expect((await from("192.0.2.50", admin.email, admin.password)).status).toBe(200);
    expect(waitsGiven.at(-1)).toBe(0);
  }, 60_000);
});
