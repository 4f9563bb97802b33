import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import { passwordWork } from "./password-work";

const COST = 12;

// Every bcrypt call goes through passwordWork, which may refuse with 503 when it is saturated.

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => bcrypt.hash(password, COST));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return passwordWork(() => bcrypt.compare(password, hash));
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong
// password. A hash (at COST) of random bytes nobody kept: written out rather than computed at
// start, which would block the event loop while the server boots.
const DUMMY_HASH = "$2b$12$0GnEf8D4Tj/I5lWMZepbq.PO5p5hYXVGc4WpozGSZRTPMcbFBzsg6";

export async function dummyVerify(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

export const COMMON_PASSWORD = "This password is too common. Please choose a less predictable one.";

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(process.cwd(), "lib", "auth", "data", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/** The message refusing a new password the schema cannot judge (the common list), or null. */
export function passwordPolicyError(password: string): string | null {
  return commonPasswords().has(password.toLowerCase()) ? COMMON_PASSWORD : null;
}
