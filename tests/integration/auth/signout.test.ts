import { describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as me } from "@/app/api/admin/me/route";
import { get, post, signedInAdmin } from "../support/accounts";

// Auth.js's catch-all route serves only the provider's callback; every sign-out through it is
// ours and deletes the session row, so a copied cookie dies with the signed-out one.
const params = (path: string) => ({ params: Promise.resolve({ nextauth: path.split("/") }) });

describe("/api/auth/*", () => {
  it("POST /api/auth/signout revokes the session row: a copy of the cookie is signed out too", async () => {
    const { cookie } = await signedInAdmin();
    const response = await authPost(post("/api/auth/signout", {}, { cookie }), params("signout"));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/session-token=;.*Max-Age=0/i);
    // The browser drops its cookie; whoever copied it before still sends it.
    expect((await me(get("/api/admin/me", cookie), params(""))).status).toBe(401);
  });

  it("GET /api/auth/signout, as a link or a redirect from another site would send it, answers 405 and keeps the session", async () => {
    const { cookie } = await signedInAdmin();
    const response = await authGet(get("/api/auth/signout", cookie, { "sec-fetch-site": "cross-site" }), params("signout"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await me(get("/api/admin/me", cookie), params(""))).status).toBe(200);
  });

  it("offers no GET on /api/admin/logout, so only a same-origin POST signs out there too", async () => {
    const logout = await import("@/app/api/admin/logout/route");
    expect(Object.keys(logout)).toEqual(["POST"]);
  });

  it("refuses a sign-out from a foreign Origin and keeps the session", async () => {
    const { cookie } = await signedInAdmin();
    const response = await authPost(post("/api/auth/signout", {}, { cookie, origin: "https://evil.example" }), params("signout"));
    expect(response.status).toBe(403);
    expect((await me(get("/api/admin/me", cookie), params(""))).status).toBe(200);
  });

  it.each(["session", "csrf", "providers", "signin", "signin/oidc", "error", "callback/credentials", "verify-request"])(
    "answers 404 to GET and POST /api/auth/%s",
    async (path) => {
      expect((await authGet(get(`/api/auth/${path}`), params(path))).status).toBe(404);
      expect((await authPost(post(`/api/auth/${path}`, {}), params(path))).status).toBe(404);
    },
  );
});
