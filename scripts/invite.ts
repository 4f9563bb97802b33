import "@/lib/cli/registry";
import { runCliAndExit } from "@/lib/cli/bridge";

// `npm run invite -- <email> [--no-admin]`: creates an invitation, directly or through the
// running server, and prints the registration link as the last line.
const argv = process.argv.slice(2);
const unknown = argv.filter((arg) => arg.startsWith("-") && arg !== "--no-admin");
const emails = argv.filter((arg) => !arg.startsWith("-"));
if (unknown.length > 0 || emails.length !== 1) {
  console.error("Usage: npm run invite -- <email> [--no-admin]");
  process.exit(2);
}

runCliAndExit("invite", { email: emails[0], admin: !argv.includes("--no-admin") });
