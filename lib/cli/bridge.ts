import "server-only";
import { closeDb, migrateDb } from "@/lib/db";
import { lockHolder } from "@/lib/db/data-lock";
import { env } from "@/lib/core/env";
import { cliCommand, type CliResult } from "@/lib/cli/commands";
import { callServerCommand } from "@/lib/cli/server-call";

// Runs a command-line tool's command where it is safe: in this process when nothing else
// holds the embedded database (or PostgreSQL is configured), otherwise inside the running
// server through its loopback-only, token-guarded /api/internal/cli endpoint.
export async function runCli(name: string, args: Record<string, unknown>): Promise<CliResult & { via: "local" | "server" }> {
  const { DATABASE_URL, dataDir } = env();
  const holder = DATABASE_URL ? null : lockHolder(dataDir);
  if (!holder) {
    const command = cliCommand(name);
    if (!command) throw new Error(`Unknown command: ${name}`);
    // With the server stopped, a tool may be the first to open a fresh database: every
    // command finds the schema it was written for.
    if (name !== "migrate") await migrateDb();
    return { ...(await command(args)), via: "local" };
  }
  if (holder.role !== "server" || !holder.port) {
    throw new Error(`Another command (pid ${holder.pid}) is using the embedded database; try again when it finishes.`);
  }
  return { lines: await callServerCommand({ ...holder, port: holder.port }, name, args), via: "server" };
}

/**
 * The whole life of a command-line tool: run the command, print its lines, close the
 * database, and exit non-zero with the message on failure.
 */
export function runCliAndExit(name: string, args: Record<string, unknown>, options: { serverNote?: string } = {}): void {
  runCli(name, args)
    .then(async (result) => {
      for (const line of result.lines) console.log(line);
      if (result.via === "server" && options.serverNote) console.log(options.serverNote);
      await closeDb();
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
