import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";

// PGlite keeps PostgreSQL's shared buffers inside its WASM heap, which never shrinks: the
// embedded database must start with a small pool, not PostgreSQL's default 128 MB.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database", () => {
  it("starts with 16 MB of shared buffers", async () => {
    const db = await getDb();
    const result = await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { shared_buffers: string }[] }).rows;
    expect(rows[0]?.shared_buffers).toBe("16MB");
  });
});
