import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("defaults the public URL to localhost on the configured port", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), PORT: "4123" });
    expect(env.publicUrl).toBe("http://localhost:4123");
  });

  it("requires AUTH_SECRET in production and names it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(/AUTH_SECRET/);
  });

  it("names the bad variable in a readable message", () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "not a url" })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("generates a development secret once and keeps it under DATA_DIR", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first.authSecret);
  });

  it("treats blank variables as unset", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "", PUBLIC_URL: "https://example.org/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://example.org");
  });
});
