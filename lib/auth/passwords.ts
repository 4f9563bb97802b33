import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";

const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password-just-for-timing", COST);

export async function dummyVerify(password: string): Promise<false> {
  await bcrypt.compare(password, DUMMY_HASH);
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
