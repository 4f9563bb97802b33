import { redirect } from "next/navigation";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";

vi.mock("@/lib/core/env", () => ({
  env: () => ({ publicUrl: "https://coloring.example.org", NODE_ENV: "production", PORT: 3000 }),
}));

const { declaredRoute, json: typedJson, route } = await import("@/lib/http/route");
type ResponseBody<H> = import("@/lib/http/route").ResponseBody<H>;
const { AppError, DATABASE_UNAVAILABLE } = await import("@/lib/core/errors");

const ORIGIN = "https://coloring.example.org";
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/x`, { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json", ...headers }, body });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const ok = () => Promise.resolve(Response.json({ success: true }));

describe("the route wrapper", () => {
  it("answers an AppError with its status, message, field errors and headers", async () => {
    const handler = route({}, async () => {
      throw new AppError("rate_limited", "Slow down", { headers: { "retry-after": "60" } });
    });
    const response = await handler(post("{}"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await json(response)).toEqual({ success: false, message: "Slow down" });
  });

  it("answers 503 with a clear message when the database cannot be reached", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const response = await route({}, async () => Promise.reject(new AggregateError([refused])))(post("{}"));
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
  });

  it("answers any other failure with 500 and no details", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await route({}, async () => Promise.reject(new Error("secret table name")))(post("{}"));
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(JSON.stringify(await json(response))).not.toContain("secret");
  });

  it("refuses text no database can store (NUL, a lone surrogate) in any body string, key or path parameter", async () => {
    const handler = vi.fn(ok);
    const wrapped = route({ body: z.object({}).passthrough() }, handler);
    const message = "Text must not contain NUL characters or invalid Unicode.";
    for (const [body, field] of [
      [{ note: "a\u0000b" }, "note"],
      [{ list: ["fine", "\udc00"] }, "list.1"],
      [{ nested: { deep: "x\ud83d" } }, "nested.deep"],
      [{ "k\u0000": "v" }, "k\u0000"],
    ] as const) {
      const response = await wrapped(post(JSON.stringify(body)));
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ success: false, message, errors: { [field]: message } });
    }
    expect((await wrapped(post(JSON.stringify({ emoji: "Pepita 🎨 ñ" })))).status).toBe(200);
    const byParam = await route({}, handler)(new Request(`${ORIGIN}/api/x`), { params: Promise.resolve({ name: "a\u0000" }) });
    expect(byParam.status).toBe(400);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("refuses a NUL in any query parameter's value or name with 400, before the handler runs", async () => {
    const handler = vi.fn(ok);
    const wrapped = route({}, handler);
    const message = "Text must not contain NUL characters or invalid Unicode.";
    for (const [query, field] of [
      ["q=%00", "query.q"],
      ["page=2&q=abc%00", "query.q"],
      ["q=fine&q=%00", "query.q"],
      ["%00=1", "query"],
    ] as const) {
      const response = await wrapped(new Request(`${ORIGIN}/api/x?${query}`));
      expect(response.status, query).toBe(400);
      expect(await json(response)).toEqual({ success: false, message, errors: { [field]: message } });
    }
    expect(handler).not.toHaveBeenCalled();
    // Bytes that are no UTF-8 (%FF, an encoded surrogate) already arrive as U+FFFD, which is storable.
    expect((await wrapped(new Request(`${ORIGIN}/api/x?q=%FF%ED%A0%80&name=Pepita%20%F0%9F%8E%A8`))).status).toBe(200);
  });

  it("lets Next's own redirect through", async () => {
    const handler = route({}, async () => redirect("/login"));
    await expect(handler(new Request(`${ORIGIN}/api/x`))).rejects.toThrow("NEXT_REDIRECT");
  });

  it("parses the body with the route's schema and names the first bad field", async () => {
    const schema = z.object({ name: z.string().min(2, "Name is too short"), age: z.number() });
    const handler = route({ body: schema }, async ({ body }) => Response.json({ success: true, name: body.name }));
    expect(await json(await handler(post(JSON.stringify({ name: "Pepita", age: 6 }))))).toEqual({ success: true, name: "Pepita" });
    const refused = await handler(post(JSON.stringify({ name: "P", age: 6 })));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ success: false, message: "Name is too short", errors: { name: "Name is too short" } });
  });

  it("refuses a body that is not a JSON object with 400", async () => {
    const handler = route({ body: z.object({}) }, ok);
    for (const body of ["not json", "[1]", "null", "", "42"]) {
      const response = await handler(post(body));
      expect(response.status, body).toBe(400);
      expect((await json(response)).message).toBe("Request body must be a JSON object");
    }
  });

  it("refuses a body over the route's cap with 413, declared or streamed", async () => {
    const handler = route({ body: z.object({}), maxBodyBytes: 1024 }, ok);
    expect((await handler(post("{}", { "content-length": "4096" }))).status).toBe(413);
    expect((await handler(post(JSON.stringify({ pad: "x".repeat(2000) })))).status).toBe(413);
    expect((await handler(post(JSON.stringify({ pad: "x".repeat(900) })))).status).toBe(200);
  });

  it("refuses a foreign or missing Origin on state-changing methods only", async () => {
    const handler = route({}, ok);
    expect((await handler(post("{}", { origin: "https://evil.example" }))).status).toBe(403);
    expect((await handler(new Request(`${ORIGIN}/api/x`, { method: "DELETE" }))).status).toBe(403);
    expect((await handler(new Request(`${ORIGIN}/api/x`))).status).toBe(200);
  });

  it("lets a non-browser caller without Origin through only where the route allows it, never a foreign one", async () => {
    const handler = route({ allowMissingOrigin: true }, ok);
    expect((await handler(new Request(`${ORIGIN}/api/x`, { method: "POST", body: "{}" }))).status).toBe(200);
    expect((await handler(post("{}", { origin: "https://evil.example" }))).status).toBe(403);
  });

  it("records on each handler what it declared, so the admin guard test can read it", () => {
    expect(declaredRoute(route({ admin: true }, ok))).toEqual({ admin: true, allowMissingOrigin: false, rawBody: false });
    expect(declaredRoute(route({ allowMissingOrigin: true, rawBody: true }, ok))).toEqual({ admin: false, allowMissingOrigin: true, rawBody: true });
    expect(declaredRoute(async () => new Response())).toBeUndefined();
  });

  it("is typed by the JSON body its handler answers with, checked against the declared type", async () => {
    type Answer = { success: true; count: number };
    const handler = route({}, async () => typedJson<Answer>({ success: true, count: 2 }));
    expectTypeOf<ResponseBody<typeof handler>>().toEqualTypeOf<Answer>();
    // @ts-expect-error a body that does not match the declared response type does not compile
    typedJson<Answer>({ success: true, count: "2" });
    expect(await (await handler(post("{}"))).json()).toEqual({ success: true, count: 2 });
  });

  it("hands the handler the awaited path parameters", async () => {
    const handler = route({}, async ({ params }) => Response.json(params));
    const response = await handler(new Request(`${ORIGIN}/api/x/7`), { params: Promise.resolve({ id: "7" }) });
    expect(await json(response)).toEqual({ id: "7" });
  });
});
