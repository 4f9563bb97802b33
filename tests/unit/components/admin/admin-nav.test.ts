import { describe, expect, it } from "vitest";
import { isCurrent } from "@/components/admin/admin-nav";

describe("the admin navigation highlights the current path", () => {
  it("highlights Create Story only on /admin itself", () => {
    expect(isCurrent("/admin", "/admin")).toBe(true);
    expect(isCurrent("/admin/assets", "/admin")).toBe(false);
  });

  it("highlights a section on its own path and below it, not on look-alike paths", () => {
    expect(isCurrent("/admin/assets", "/admin/assets")).toBe(true);
    expect(isCurrent("/admin/users/3", "/admin/users")).toBe(true);
    expect(isCurrent("/admin/assetsx", "/admin/assets")).toBe(false);
  });
});
