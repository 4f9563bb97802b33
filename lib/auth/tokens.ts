import "server-only";
import { createHash, randomBytes } from "node:crypto";

// Invitation, reset and session tokens: 256 bits from the CSPRNG, handed out once; the
// database keeps only their SHA-256, so a leaked table opens no account.
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
