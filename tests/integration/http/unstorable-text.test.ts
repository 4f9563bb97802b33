import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { adminUsers, invitations, originalStorySettings, stories } from "@/lib/db/schema";
import { createInvitation } from "@/lib/auth/invitations";
import { loggableError } from "@/lib/core/errors";
import { UNSTORABLE_TEXT } from "@/lib/http/text";
import { post, signedInAdmin } from "../support/accounts";
import { insertStory } from "../support/stories";

const { POST: invite } = await import("@/app/api/admin/invitations/route");
const { POST: register } = await import("@/app/api/admin/register/route");
const { PUT: originalTitle } = await import("@/app/api/admin/original-story/title/route");
const { PUT: editTitle } = await import("@/app/api/stories/[id]/edit-title/route");
const { POST: generate } = await import("@/app/api/stories/generate/route");

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const NUL = "Pepita\u0000";
const LONE_SURROGATE = "Pepita\uD800";

function put(path: string, body: unknown, cookie: string): Request {
  const request = post(path, body, { cookie });
  return new Request(request, { method: "PUT" });
}

async function refused(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ success: false, message: UNSTORABLE_TEXT, errors: { [field]: UNSTORABLE_TEXT } });
}

const storyCount = async () => (await (await getDb()).select({ n: count() }).from(stories))[0]!.n;

afterEach(() => vi.restoreAllMocks());

describe("text that PostgreSQL cannot store (NUL, a lone surrogate)", () => {
  for (const [name, bad] of [
    ["a NUL character", NUL],
    ["a lone surrogate", LONE_SURROGATE],
  ] as const) {
    it(`answers 400 with a message and stores nothing, for ${name}, on every endpoint that writes text`, async () => {
      const { cookie } = await signedInAdmin();
      const db = await getDb();

      const email = `nul-${Date.now()}-${bad.length}@example.com`;
      await refused(await invite(post("/api/admin/invitations", { email, message: bad }, { cookie })), "message");
      expect(await db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);

      const newcomer = `new-${Date.now()}-${bad.length}@example.com`;
      const { url } = await createInvitation({ email: newcomer, grantsAdmin: true, invitedBy: null });
      const token = new URL(url).searchParams.get("token")!;
      const password = "marigold-piñata-77";
      await refused(await register(post("/api/admin/register", { fullName: bad, email: newcomer, password, confirmPassword: password, token })), "fullName");
      expect(await db.select().from(adminUsers).where(eq(adminUsers.email, newcomer))).toEqual([]);

      const before = await db.select().from(originalStorySettings);
      await refused(await originalTitle(put("/api/admin/original-story/title", { title: bad }, cookie)), "title");
      expect(await db.select().from(originalStorySettings)).toEqual(before);

      const id = await insertStory({ title: "Kept Title" });
      await refused(
        await (editTitle as Handler)(put(`/api/stories/${id}/edit-title`, { title: bad }, cookie), { params: Promise.resolve({ id: String(id) }) }),
        "title",
      );
      expect((await db.select({ title: stories.title }).from(stories).where(eq(stories.id, id)))[0]!.title).toBe("Kept Title");

      const stored = await storyCount();
      const request = {
        activityType: "Garden",
        season: "Spring",
        pepitaRole: "Helper",
        pepitaCustomization: { personality: ["Brave", bad], favoriteActivity: "Painting" },
      };
      await refused(await generate(post("/api/stories/generate", request, { cookie })), "pepitaCustomization.personality.1");
      expect(await storyCount()).toBe(stored);
    });
  }
});

describe("the log line of a failed query", () => {
  it("keeps the statement and the database's message but none of the values sent", async () => {
    const db = await getDb();
    const secret = "$2b$12$secret-hash-never-logged";
    // A duplicate email fails on both databases (PostgreSQL would coerce some values PGlite refuses).
    await db.insert(adminUsers).values({ email: "leak@example.com", fullName: "X", passwordHash: "first" });
    const failure = await db
      .insert(adminUsers)
      .values({ email: "leak@example.com", fullName: "X", passwordHash: secret })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret);
    const line = loggableError(failure);
    expect(line).toContain("Failed query: insert into");
    expect(line).not.toContain(secret);
    expect(line).not.toContain("leak@example.com");
  });

  it("is what an API handler's unexpected failure writes", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie } = await signedInAdmin();
    const db = await getDb();
    vi.spyOn(db, "select").mockImplementation(() => {
      throw Object.assign(new Error('Failed query: select "email" from "admin_users"\nparams: someone@example.com,$2b$12$hash'), {
        parameters: ["someone@example.com"],
      });
    });
    const { GET: listUsers } = await import("@/app/api/admin/users/route");
    const response = await listUsers(new Request("http://localhost:3000/api/admin/users", { headers: { cookie } }));
    expect(response.status).toBe(500);
    const text = logged.mock.calls.flat().map(String).join("\n");
    expect(text).toContain('Failed query: select "email" from "admin_users"');
    expect(text).not.toContain("someone@example.com");
    expect(text).not.toContain("$2b$12$hash");
  });
});
