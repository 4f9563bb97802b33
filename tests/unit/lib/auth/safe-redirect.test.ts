import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/lib/auth/redirect";

describe("safeRedirect (no open redirect after login)", () => {
  it.each([
    "/admin",
    "/admin/assets?page=2",
    "/admin/story/4#top",
    "/admin/users?x=1#h",
    "/admin/users?next=//evil.example#//evil.example",
    "/admin/story/caf%C3%A9",
    "/admin/a%20b",
    "/",
  ])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ["/admin/./users", "/admin/users"],
    ["/admin/story/../users", "/admin/users"],
    ["/a/../admin", "/admin"],
  ])("resolves dot-segments in %s to %s", (value, resolved) => {
    expect(safeRedirect(value)).toBe(resolved);
  });

  it.each([
    // Dot-segments that collapse into a protocol-relative URL.
    "/.//evil.example/",
    "/%2e//evil.example/",
    "/%2E//evil.example/",
    "/a/..//evil.example/",
    "/a/%2e%2e//evil.example/",
    "/%2e%2e//evil.example/",
    "/admin/../..//evil.example",
    "/././/evil.example",
    "/..//evil.example",
    "/.%2e//evil.example",
    // Protocol-relative and backslash forms.
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/a/..\\/evil.example",
    "/\\/evil.example",
    // Encoded slashes and backslashes.
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/.%2f/evil.example",
    "/%2e%2f/evil.example",
    "/a/..%2f/evil.example",
    "/%2e%2e%2f/evil.example",
    // Double and triple encoding.
    "/%252f%252fevil.example",
    "/%252fevil.example",
    "/%25252f/evil.example",
    "/%255cevil.example",
    "/%252e//evil.example",
    // Tabs, newlines and other control characters, raw or encoded.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d%0a/evil.example",
    "/%00/evil.example",
    "/%2509/evil.example",
    "/\u0085/evil.example",
    // Unicode look-alikes of the slash and backslash.
    "/\uff0f/evil.example",
    "/\uff0fevil.example",
    "/\uff3cevil.example",
    "/%EF%BC%8F/evil.example",
    "/%EF%BC%BCevil.example",
    // Schemes and anything not starting with a slash.
    "https://evil.example/admin",
    "http:evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /admin",
    "admin",
    "evil.example",
    // Malformed escapes cannot be checked.
    "/admin/%E0%A4%A",
    "/%",
    "",
    null,
    undefined,
  ])("falls back to /admin for %j", (value) => {
    expect(safeRedirect(value)).toBe("/admin");
  });

  it("falls back to the given default", () => {
    expect(safeRedirect("/.//evil.example/", "/admin/users")).toBe("/admin/users");
  });

  it("never returns a value that a browser resolves to another origin", () => {
    for (const value of ["/.//evil.example/", "/%2e//evil.example/", "/a/..//evil.example/", "/./\\evil.example"]) {
      const target = new URL(safeRedirect(value), "http://localhost:3000/login");
      expect(target.origin).toBe("http://localhost:3000");
    }
  });
});
