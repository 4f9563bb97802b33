import "@/lib/cli/registry";
import { runCliAndExit } from "@/lib/cli/bridge";
import { seedStoryArgs } from "./seed-options";

// `npm run seed [-- flags]` (scripts/seed-options.ts): adds sample stories, directly or through
// the running server.
runCliAndExit("seed-story", seedStoryArgs(process.argv.slice(2)));
