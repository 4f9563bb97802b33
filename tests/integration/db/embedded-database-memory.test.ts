import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";

// PGlite keeps PostgreSQL's shared buffers inside its WASM heap, which never shrinks, and
// creating a database runs initdb in a second, large WASM instance (about 450 MB), which a
// process of its own runs.

process.env.INTEGRATION_NEW_DATABASE = "1";
describe.skipIf(process.env.INTEGRATION_DB === "postgres")("the embedded database", () => {
  it("starts with 16 MB of shared buffers", async () => {
    const db = await getDb();
    const result = await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { shared_buffers: string }[] }).rows;
    expect(rows[0]?.shared_buffers).toBe("16MB");
  });

  it("never holds initdb's memory: the database is created by a process of its own", async () => {
    await getDb();
    // The peak of this whole process: about 250 MiB here, 800 MiB when initdb ran in it.
    expect(process.resourceUsage().maxRSS / 1024).toBeLessThan(400);
  });
});
