import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/admin/logout/route";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { getStorage, newObjectKey } from "@/lib/storage";
import { post, signedInAdmin } from "../support/accounts";
import { serveStored } from "../support/objects";

// What a signed-in browser was sent (a draft's pictures in the back office) must not outlive its
// session: it is never marked for keeping, and signing out tells the browser to drop its cache.

const serve = (key: string, cookie?: string) => serveStored(`/objects/${key}`, cookie);

describe("a signed-in browser's caches", () => {
  it("keeps no stored picture sent to a signed-in browser; anyone else may keep it for good", async () => {
    const key = newObjectKey("generated", "png");
    await getStorage().put(key, Buffer.from("not really a png"), "image/png");
    const { cookie } = await signedInAdmin();
    expect((await serve(key, cookie)).headers.get("cache-control")).toBe("private, no-store");
    expect((await serve(key)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each([
    ["POST /api/admin/logout", (cookie: string) => logout(post("/api/admin/logout", {}, { cookie }))],
    ["POST /api/auth/signout", (cookie: string) => authPost(post("/api/auth/signout", {}, { cookie }), { params: Promise.resolve({ nextauth: ["signout"] }) })],
  ])("%s tells the browser to clear its cache", async (_name, signOut) => {
    const { cookie } = await signedInAdmin();
    const response = await signOut(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
  });
});
