import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../../..");
const freshDataDir = mkdtempSync(path.join(tmpdir(), "app-fresh-cli-"));

afterAll(() => rmSync(freshDataDir, { recursive: true, force: true }));

// A newcomer's first command may come before the server ever started: the tools open the
// embedded database themselves, so this is about PGlite (the PostgreSQL pass skips it).
describe.skipIf(process.env.INTEGRATION_DB === "postgres")("the command-line tools on a database no server has opened", () => {
  it("npm run seed creates the schema, then the story", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: freshDataDir, CLI_TOOL: "1", NODE_ENV: "test" };
    delete env.DATABASE_URL;
    const { stdout } = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join(root, "scripts/seed.ts"), "--title", "First of all"],
      {
        cwd: root,
        env,
      },
    );
    expect(stdout).toContain("Created story 1: First of all");
    expect(stdout).toContain("story-id=1");
  }, 120_000);
});
