import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePrivateDir, tightenPrivateTree, writePrivateFile } from "@/lib/core/private-files";

const mode = (file: string) => statSync(file).mode & 0o777;
const temp = () => mkdtempSync(path.join(tmpdir(), "private-files-"));

describe.skipIf(process.platform === "win32")("private files", () => {
  it("ensurePrivateDir creates every missing folder 0700 and tightens an existing one", () => {
    const root = temp();
    ensurePrivateDir(path.join(root, "a", "b"));
    expect(mode(path.join(root, "a"))).toBe(0o700);
    expect(mode(path.join(root, "a", "b"))).toBe(0o700);
    const open = path.join(root, "open");
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o777);
    ensurePrivateDir(open);
    expect(mode(open)).toBe(0o700);
  });

  it("writePrivateFile writes 0600, replaces an older looser file, and leaves no temporary file", async () => {
    const root = temp();
    const file = path.join(root, "outbox", "mail.eml");
    await writePrivateFile(file, "first");
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
    chmodSync(file, 0o644);
    await writePrivateFile(file, "second");
    expect(readFileSync(file, "utf8")).toBe("second");
    expect(mode(file)).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(["mail.eml"]);
  });

  it("tightenPrivateTree strips group and other bits below a folder without following links", () => {
    const root = temp();
    const outside = temp();
    writeFileSync(path.join(outside, "elsewhere"), "x", { mode: 0o644 });
    mkdirSync(path.join(root, "pglite", "base"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(root, "pglite", "base", "1259"), "x", { mode: 0o666 });
    writeFileSync(path.join(root, "auth-secret"), "x", { mode: 0o600 });
    symlinkSync(path.join(outside, "elsewhere"), path.join(root, "link"));
    chmodSync(root, 0o755);
    chmodSync(path.join(root, "pglite", "base", "1259"), 0o666);
    tightenPrivateTree(root);
    expect(mode(root)).toBe(0o700);
    expect(mode(path.join(root, "pglite"))).toBe(0o700);
    expect(mode(path.join(root, "pglite", "base"))).toBe(0o700);
    expect(mode(path.join(root, "pglite", "base", "1259"))).toBe(0o600);
    expect(mode(path.join(root, "auth-secret"))).toBe(0o600);
    expect(mode(path.join(outside, "elsewhere"))).toBe(0o644);
  });

  it("tightenPrivateTree does nothing for a path that does not exist", () => {
    expect(() => tightenPrivateTree(path.join(temp(), "missing"))).not.toThrow();
  });
});
