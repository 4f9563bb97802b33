import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Next may render an admin page without the admin layout (RSC requests), so the layout's check
// is not enough: every page under app/admin calls requireAdminPage() itself before its content.
const ADMIN = path.join(process.cwd(), "app", "(back-office)", "admin");
const pages = (readdirSync(ADMIN, { recursive: true }) as string[]).filter((entry) => path.basename(entry) === "page.tsx");

describe("admin pages", () => {
  it("are found on disk", () => {
    expect(pages).toEqual(expect.arrayContaining(["page.tsx", path.join("users", "page.tsx"), path.join("change-password", "page.tsx")]));
  });

  it.each(pages)("app/admin/%s checks the session itself and renders the refusal when denied", (page) => {
    const source = readFileSync(path.join(ADMIN, page), "utf8");
    expect(source).toMatch(/import \{ requireAdminPage \} from "@\/components\/auth\/admin-page";/);
    expect(source).toMatch(/const (\w+) = await requireAdminPage\(\);\s*if \(!\1\.ok\) return \1\.screen;/);
  });
});
