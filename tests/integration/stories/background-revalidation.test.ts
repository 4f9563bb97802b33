import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { REVALIDATE_PATH, revalidateStory } from "@/lib/stories/server/revalidate";
import { startFakeServer } from "../../support/fake-http-server";

// Next drops cached pages only inside a request, so a change made by the background worker is
// handed to the process's own server: a loopback POST carrying a secret of this process.

// Next's cache functions, as they behave outside and inside a request.
const nextCache = vi.hoisted(() => ({ insideRequest: false, dropped: [] as string[] }));
vi.mock("next/cache", async (importOriginal) => {
  const real = await importOriginal<typeof import("next/cache")>();
  const outsideRequest = (what: string) => {
    if (!nextCache.insideRequest) throw new Error(`Invariant: static generation store missing in ${what}`);
    nextCache.dropped.push(what);
  };
  return {
    ...real,
    revalidateTag: (tag: string) => outsideRequest(`revalidateTag ${tag}`),
    revalidatePath: (path: string) => outsideRequest(`revalidatePath ${path}`),
  };
});

async function postAsServer(request: Request): Promise<Response> {
  nextCache.insideRequest = true;
  try {
    return await POST(request, { params: Promise.resolve({}) });
  } finally {
    nextCache.insideRequest = false;
  }
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
const savedPort = process.env.PORT;

beforeAll(async () => {
  server = await startFakeServer();
  process.env.PORT = new URL(server.url).port;
});

afterAll(async () => {
  process.env.PORT = savedPort;
  await server.close();
});

function revalidateRequest(headers: Record<string, string>): Request {
  return new Request(`http://127.0.0.1:3000${REVALIDATE_PATH}`, { method: "POST", headers });
}

async function tokenSentByRevalidateStory(): Promise<string> {
  const before = server.requests.length;
  revalidateStory();
  await expect.poll(() => server.requests.length).toBe(before + 1);
  const sent = server.requests.at(-1)!;
  expect(sent.method).toBe("POST");
  expect(sent.path).toBe(REVALIDATE_PATH);
  return String(sent.headers.authorization);
}

describe("a story change outside a request", () => {
  it("is passed to this process's own server, whose endpoint accepts the token from loopback", async () => {
    const authorization = await tokenSentByRevalidateStory();
    expect(authorization).toMatch(/^Bearer [\w-]{40,}$/);
    nextCache.dropped.length = 0;
    const accepted = await postAsServer(revalidateRequest({ "x-peer-address": "127.0.0.1", authorization }));
    expect(accepted.status).toBe(200);
    expect(nextCache.dropped).toEqual(["revalidateTag stories", "revalidatePath /"]);
  });

  it.each([
    ["no token", { "x-peer-address": "127.0.0.1" }],
    ["a wrong token", { "x-peer-address": "127.0.0.1", authorization: "Bearer not-the-token" }],
  ])("is refused with %s", async (_, headers: Record<string, string>) => {
    const response = await postAsServer(revalidateRequest(headers));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: "Forbidden" });
  });

  it("is refused with the right token from a peer that is not this machine", async () => {
    const authorization = await tokenSentByRevalidateStory();
    const response = await postAsServer(revalidateRequest({ "x-peer-address": "203.0.113.9", authorization }));
    expect(response.status).toBe(403);
  });

  it("is not sent by a command-line tool, which has no page cache", async () => {
    const before = server.requests.length;
    const fetches = vi.spyOn(globalThis, "fetch");
    try {
      process.env.CLI_TOOL = "1";
      try {
        revalidateStory();
      } finally {
        delete process.env.CLI_TOOL;
      }
      // The same change made next by a server process takes the same steps to its request, after
      // the tool's: once that request is made, any the tool was to make would have been made.
      revalidateStory();
      await vi.waitFor(() => expect(fetches).toHaveBeenCalled());
      expect(fetches).toHaveBeenCalledTimes(1);
      await expect.poll(() => server.requests.length).toBe(before + 1);
    } finally {
      fetches.mockRestore();
    }
  });
});
