import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { BlockList, isIPv6, type Socket } from "node:net";
import { oncePerProcess } from "@/lib/core/process-singleton";

// Next.js gives route handlers no access to the socket, so the TCP peer's address is copied
// into a request header as each request arrives, before Next sees it. The header is always
// overwritten (or removed), so a value sent by the client never survives.
export const PEER_ADDRESS_HEADER = "x-peer-address";

/** Stamps every incoming HTTP request of this process with its peer's address. */
export function stampPeerAddresses(): void {
  oncePerProcess("peer-address-stamp", () => {
    subscribe("http.server.request.start", (message) => {
      const { request, socket } = message as { request: IncomingMessage; socket: Socket };
      const address = socket.remoteAddress;
      if (address) request.headers[PEER_ADDRESS_HEADER] = address;
      else delete request.headers[PEER_ADDRESS_HEADER];
    });
  });
}

/** The TCP peer of the request (the client, or the nearest proxy), or null when unknown. */
export function peerAddress(request: Request): string | null {
  return request.headers.get(PEER_ADDRESS_HEADER)?.trim() || null;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** True when the request came from this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopbackPeer(request: Request): boolean {
  const address = peerAddress(request);
  return !!address && loopback.check(address, isIPv6(address) ? "ipv6" : "ipv4");
}
