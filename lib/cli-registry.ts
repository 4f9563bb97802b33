import "server-only";

// Importing this module registers every command-line command (lib/cli-commands.ts holds
// `migrate`); later features add theirs here, e.g. `invite`.
export {};
