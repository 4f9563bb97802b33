import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";

describe("stored passwords", () => {
  it("are bcrypt hashes at cost 12, which the integration suite lowers for its own accounts only", async () => {
    const hash = await hashPassword("marigold-garden-7");
    expect(hash).toMatch(/^\$2b\$12\$/);
    expect(await verifyPassword("marigold-garden-7", hash)).toBe(true);
  });
});
