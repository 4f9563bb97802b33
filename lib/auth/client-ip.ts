import "server-only";
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/core/env";
import { peerAddress } from "@/lib/net/peer-address";

// The client address used to key the per-client throttle. Anyone can write X-Forwarded-For,
// so it is read only as far as the operator says proxies sit in front (TRUSTED_PROXY_HOPS):
// each trusted proxy appends the address it received from, so with N proxies the client is
// the entry N places left of the socket's peer. With none, the peer itself is the client.
// An IPv6 client is keyed by its /64: one subscriber is routinely given a whole /64, so a key
// per address would let one client rotate through unlimited keys.
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(request: Request, trustedHops = env().TRUSTED_PROXY_HOPS): string {
  const peer = peerAddress(request);
  if (!peer) return UNKNOWN_CLIENT;
  if (trustedHops === 0) return throttleKey(peer);
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...forwarded, peer];
  return throttleKey(hops[Math.max(0, hops.length - 1 - trustedHops)]!);
}

function throttleKey(address: string): string {
  const client = unmapIPv4(address.replace(/%.*$/, ""));
  return isIPv6(client) ? ipv6Prefix64(client) : client;
}

/** The /64 network of an IPv6 address, written in full: "2001:db8:0:1::/64". */
export function ipv6Prefix64(address: string): string {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted && isIPv4(dotted)) {
    const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

// A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; one client, one key.
function unmapIPv4(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}
