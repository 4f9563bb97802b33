import "server-only";
import { migrateDb } from "@/lib/db";

// Commands shared by the command-line tools and the running server (lib/cli/bridge.ts):
// the same function runs in whichever process may open the database.

export type CliResult = { lines: string[] };
export type CliCommand = (args: Record<string, unknown>) => Promise<CliResult>;

const commands: Record<string, CliCommand> = {
  async migrate() {
    await migrateDb();
    return { lines: ["Migrations are up to date."] };
  },
};

export function registerCliCommand(name: string, command: CliCommand): void {
  commands[name] = command;
}

export function cliCommand(name: string): CliCommand | undefined {
  return Object.hasOwn(commands, name) ? commands[name] : undefined;
}
