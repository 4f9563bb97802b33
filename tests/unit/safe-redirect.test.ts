import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/lib/auth/redirect";

describe("safeRedirect (no open redirect after login)", () => {
  it.each(["/admin", "/admin/assets?page=2", "/admin/story/4#top"])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each(["//evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example/admin", "javascript:alert(1)", "/\t/evil.example", "admin", "", null, undefined])(
    "falls back to /admin for %j",
    (value) => {
      expect(safeRedirect(value)).toBe("/admin");
    },
  );
});
