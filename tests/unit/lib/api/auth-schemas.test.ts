import { describe, expect, it } from "vitest";
import { invitationSchema } from "@/lib/api/auth";

describe("the invitation form's schema", () => {
  it("gives no admin access unless it is asked for", () => {
    expect(invitationSchema.parse({ email: "cousin@example.com" }).grantsAdmin).toBe(false);
    expect(invitationSchema.parse({ email: "cousin@example.com", grantsAdmin: true }).grantsAdmin).toBe(true);
  });
});
