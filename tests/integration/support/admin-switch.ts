import { AppError } from "@/lib/core/errors";

/**
 * A stand-in for lib/auth/require-admin whose answer the test switches, for tests of what
 * admins see beside the public (drafts, previews) that need no real sign-in:
 * `vi.mock("@/lib/auth/require-admin", async () => (await import("./support/admin-switch")).switchableAdmin(admin))`.
 */
export function switchableAdmin(state: { signedIn: boolean }) {
  return {
    requireAdmin: async () => {
      if (!state.signedIn) throw new AppError("unauthorized", "Authentication required");
      return { admin: { id: 1, email: "a@example.com", fullName: "Ada", isAdmin: true }, session: { sidHash: "x" } };
    },
    isAdminRequest: async () => state.signedIn,
  };
}
