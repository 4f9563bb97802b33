import "server-only";
import { env } from "@/lib/env";
import { peerAddress } from "@/lib/net/peer-address";

// The client address used to key the per-client throttle. Anyone can write X-Forwarded-For,
// so it is read only as far as the operator says proxies sit in front (TRUSTED_PROXY_HOPS):
// each trusted proxy appends the address it received from, so with N proxies the client is
// the entry N places left of the socket's peer. With none, the peer itself is the client.
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(request: Request, trustedHops = env().TRUSTED_PROXY_HOPS): string {
  const peer = peerAddress(request);
  if (!peer) return UNKNOWN_CLIENT;
  if (trustedHops === 0) return unmapIPv4(peer);
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...forwarded, peer];
  return unmapIPv4(hops[Math.max(0, hops.length - 1 - trustedHops)]!);
}

// A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; one client, one key.
function unmapIPv4(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}
