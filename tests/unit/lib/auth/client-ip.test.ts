import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/auth/client-ip";
import { parseEnv } from "@/lib/core/env";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function request(headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/admin/login", { method: "POST", headers });
}

const PEER = "203.0.113.9";

describe("clientIp (the per-client throttle key)", () => {
  describe("with no trusted proxy (TRUSTED_PROXY_HOPS=0)", () => {
    it("is the socket's peer, whatever X-Forwarded-For and X-Real-IP say", () => {
      for (const xff of ["", "1.1.1.1", "1.1.1.1, 2.2.2.2", `${PEER}, 10.0.0.1`]) {
        expect(clientIp(request({ "x-peer-address": PEER, "x-forwarded-for": xff, "x-real-ip": "9.9.9.9" }), 0)).toBe(PEER);
      }
    });

    it("gives one key for rotating forged X-Forwarded-For values", () => {
      const keys = new Set(Array.from({ length: 12 }, (_, i) => clientIp(request({ "x-peer-address": PEER, "x-forwarded-for": `10.0.0.${i}` }), 0)));
      expect([...keys]).toEqual([PEER]);
    });

    it("reads an IPv4-mapped IPv6 peer as the IPv4 address", () => {
      expect(clientIp(request({ "x-peer-address": "::ffff:198.51.100.4" }), 0)).toBe("198.51.100.4");
      expect(clientIp(request({ "x-peer-address": "2001:db8::1" }), 0)).toBe("2001:db8:0:0::/64");
    });

    it("keys an IPv6 client by its /64, so rotating addresses within it gives one key", () => {
      const addresses = [
        "2001:db8:aa:1::1",
        "2001:db8:aa:1:ffff:ffff:ffff:fffe",
        "2001:DB8:AA:1:1234::9",
        "2001:db8:aa:1:0:0:1.2.3.4",
        "2001:db8:aa:1::5%eth0",
      ];
      const keys = new Set(addresses.map((address) => clientIp(request({ "x-peer-address": address }), 0)));
      expect([...keys]).toEqual(["2001:db8:aa:1::/64"]);
      expect(clientIp(request({ "x-peer-address": "2001:db8:aa:2::1" }), 0)).toBe("2001:db8:aa:2::/64");
      expect(clientIp(request({ "x-peer-address": "::1" }), 0)).toBe("0:0:0:0::/64");
      expect(clientIp(request({ "x-peer-address": "198.51.100.4", "x-forwarded-for": "2001:db8:bb:3::77" }), 1)).toBe("2001:db8:bb:3::/64");
    });
  });

  describe("behind one trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
    it("is the entry the proxy appended, not what the client wrote before it", () => {
      expect(clientIp(request({ "x-peer-address": "10.0.0.2", "x-forwarded-for": "198.51.100.7" }), 1)).toBe("198.51.100.7");
      expect(clientIp(request({ "x-peer-address": "10.0.0.2", "x-forwarded-for": "1.1.1.1, 2.2.2.2, 198.51.100.7" }), 1)).toBe("198.51.100.7");
      expect(clientIp(request({ "x-peer-address": "10.0.0.2", "x-forwarded-for": " 1.1.1.1 ,, 198.51.100.7 " }), 1)).toBe("198.51.100.7");
    });

    it("gives one key for rotating forged leading entries", () => {
      const keys = new Set(
        Array.from({ length: 12 }, (_, i) => clientIp(request({ "x-peer-address": "10.0.0.2", "x-forwarded-for": `10.9.9.${i}, 198.51.100.7` }), 1)),
      );
      expect([...keys]).toEqual(["198.51.100.7"]);
    });

    it("falls back to the peer when there is no X-Forwarded-For", () => {
      expect(clientIp(request({ "x-peer-address": "10.0.0.2" }), 1)).toBe("10.0.0.2");
      expect(clientIp(request({ "x-peer-address": "10.0.0.2", "x-forwarded-for": " , " }), 1)).toBe("10.0.0.2");
    });
  });

  describe("behind two trusted proxies (TRUSTED_PROXY_HOPS=2)", () => {
    it("is the entry two places left of the peer", () => {
      expect(clientIp(request({ "x-peer-address": "10.0.0.3", "x-forwarded-for": "198.51.100.7, 10.0.0.2" }), 2)).toBe("198.51.100.7");
      expect(clientIp(request({ "x-peer-address": "10.0.0.3", "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" }), 2)).toBe("198.51.100.7");
    });

    it("clamps to the leftmost entry when the list is shorter than the hops", () => {
      expect(clientIp(request({ "x-peer-address": "10.0.0.3", "x-forwarded-for": "10.0.0.2" }), 2)).toBe("10.0.0.2");
      expect(clientIp(request({ "x-peer-address": "10.0.0.3" }), 2)).toBe("10.0.0.3");
      expect(clientIp(request({ "x-peer-address": "10.0.0.3", "x-forwarded-for": "10.0.0.2" }), 5)).toBe("10.0.0.2");
    });
  });

  it("is one fixed key when the peer is unknown, ignoring forwarded headers", () => {
    for (const hops of [0, 1, 2]) {
      expect(clientIp(request({ "x-forwarded-for": "1.1.1.1, 2.2.2.2", "x-real-ip": "3.3.3.3" }), hops)).toBe("unknown");
    }
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-hops-"));

  it("defaults to 0", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).TRUSTED_PROXY_HOPS).toBe(0);
  });

  it("accepts a whole number", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it.each(["-1", "1.5", "many"])("refuses %s by name", (value) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
