import "server-only";
import { inviteCommand } from "@/lib/auth/invite-command";
import { registerCliCommand } from "@/lib/cli/commands";
import "@/lib/stories/server/seed";

// Importing this module registers every command-line command (lib/cli/commands.ts holds
// `migrate`); later features add theirs here.
registerCliCommand("invite", inviteCommand);
