import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackPeer, peerAddress, stampPeerAddresses } from "@/lib/net/peer-address";

describe("stampPeerAddresses", () => {
  let seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.end("ok");
  });
  let port = 0;

  beforeAll(async () => {
    stampPeerAddresses();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(headers: Record<string, string | string[]>): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("writes the socket's address into x-peer-address", async () => {
    seen = [];
    await send({});
    expect(seen[0]?.["x-peer-address"]).toBe("127.0.0.1");
  });

  it("overwrites a value the client sent, even several", async () => {
    seen = [];
    await send({ "x-peer-address": "203.0.113.50" });
    await send({ "X-Peer-Address": ["203.0.113.50", "198.51.100.1"] });
    expect(seen.map((headers) => headers["x-peer-address"])).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("subscribes once however often it is called", async () => {
    stampPeerAddresses();
    seen = [];
    await send({});
    expect(seen[0]?.["x-peer-address"]).toBe("127.0.0.1");
  });
});

describe("peerAddress and isLoopbackPeer", () => {
  const withPeer = (address?: string) => new Request("http://localhost/api/internal/cli", { headers: address ? { "x-peer-address": address } : {} });

  it("reads the stamped header, or null", () => {
    expect(peerAddress(withPeer("192.0.2.1"))).toBe("192.0.2.1");
    expect(peerAddress(withPeer())).toBeNull();
  });

  it.each(["127.0.0.1", "127.1.2.3", "127.255.255.254", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "0:0:0:0:0:0:0:1"])("counts %s as loopback", (address) => {
    expect(isLoopbackPeer(withPeer(address))).toBe(true);
  });

  it.each(["10.0.0.1", "192.168.1.10", "128.0.0.1", "::ffff:10.0.0.1", "fe80::1", "2001:db8::1", "localhost", "127.0.0.1, 10.0.0.1", "garbage", undefined])(
    "does not count %s as loopback",
    (address) => {
      expect(isLoopbackPeer(withPeer(address))).toBe(false);
    },
  );
});
