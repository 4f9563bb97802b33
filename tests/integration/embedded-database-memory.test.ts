import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";

// PGlite keeps PostgreSQL's shared buffers inside its WASM heap, which never shrinks, and
// creating a database runs initdb in a second, large WASM instance.

process.env.INTEGRATION_NEW_DATABASE = "1";
describe.skipIf(process.env.INTEGRATION_DB === "postgres")("the embedded database", () => {
  it("starts with 16 MB of shared buffers", async () => {
    const db = await getDb();
    const result = await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { shared_buffers: string }[] }).rows;
    expect(rows[0]?.shared_buffers).toBe("16MB");
  });

  it("hands back initdb's memory once it has created the database", async () => {
    await getDb();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(process.memoryUsage().external).toBeLessThan(300 * 1024 * 1024);
  });
});
