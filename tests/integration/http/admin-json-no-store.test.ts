import { describe, expect, it } from "vitest";
import { route } from "@/lib/http/route";
import { get, signedInAdmin } from "../support/accounts";

const { GET: users } = await import("@/app/api/admin/users/route");
const { GET: invitations } = await import("@/app/api/admin/invitations/route");

describe("admin JSON is never kept by a browser or a proxy", () => {
  it("answers the account and invitation lists with Cache-Control: no-store", async () => {
    const { cookie } = await signedInAdmin();
    for (const [handler, path] of [
      [users, "/api/admin/users"],
      [invitations, "/api/admin/invitations"],
    ] as const) {
      const response = await handler(get(path, cookie));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("makes every admin route's answer no-store, even one that asked for caching", async () => {
    const { cookie } = await signedInAdmin();
    const handler = route({ admin: true }, async () => Response.json({ success: true }, { headers: { "cache-control": "public, max-age=600" } }));
    expect((await handler(get("/api/admin/anything", cookie))).headers.get("cache-control")).toBe("no-store");
    const redirecting = route({ admin: true }, async () => Response.redirect("http://localhost:3000/admin", 302));
    expect((await redirecting(get("/api/admin/anything", cookie))).headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a public route's own caching alone and makes an answer that chose none no-store", async () => {
    const cached = route({}, async () => Response.json({}, { headers: { "cache-control": "public, s-maxage=30" } }));
    expect((await cached(get("/api/public/x"))).headers.get("cache-control")).toBe("public, s-maxage=30");
    const unchosen = route({}, async () => Response.json({}));
    expect((await unchosen(get("/api/public/x"))).headers.get("cache-control")).toBe("no-store");
  });
});
