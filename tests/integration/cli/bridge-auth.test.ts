import { describe, expect, it } from "vitest";
import { acquireDataLock } from "@/lib/db/data-lock";
import { authorizeCliRequest } from "@/lib/cli/auth";
import { env } from "@/lib/core/env";

// The lock this process holds on DATA_DIR (taken when the embedded database opened, or here
// when the suite runs against PostgreSQL): its token is what the command-line tools send.
const lock = acquireDataLock(env().dataDir, "server", 3000);

function cliRequest(headers: Record<string, string>): Request {
  return new Request("http://127.0.0.1:3000/api/internal/cli", { method: "POST", headers });
}

describe("authorizeCliRequest (who may use the CLI bridge)", () => {
  it.each(["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"])("accepts the lock's token from the loopback peer %s", (peer) => {
    expect(authorizeCliRequest(cliRequest({ "x-peer-address": peer, authorization: `Bearer ${lock.token}` }))).toBe(true);
  });

  it.each(["192.168.1.20", "10.0.0.7", "203.0.113.9", "::ffff:10.0.0.7", "fe80::1"])("refuses the right token from the non-loopback peer %s", (peer) => {
    expect(authorizeCliRequest(cliRequest({ "x-peer-address": peer, authorization: `Bearer ${lock.token}` }))).toBe(false);
  });

  it("refuses the right token when the peer is unknown, whatever forwarded headers say", () => {
    expect(authorizeCliRequest(cliRequest({ authorization: `Bearer ${lock.token}`, "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" }))).toBe(false);
  });

  it.each([
    ["no authorization", {}],
    ["a wrong token", { authorization: "Bearer not-the-token" }],
    ["a token one character short", { authorization: `Bearer ${lock.token.slice(1)}` }],
    ["another scheme", { authorization: `Basic ${lock.token}` }],
  ])("refuses %s from loopback", (_, headers: Record<string, string>) => {
    expect(authorizeCliRequest(cliRequest({ "x-peer-address": "127.0.0.1", ...headers }))).toBe(false);
  });
});
