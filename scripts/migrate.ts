import "@/lib/cli/registry";
import { runCliAndExit } from "@/lib/cli/bridge";

// `npm run db:migrate`: applies pending migrations, directly or through the running server.
runCliAndExit("migrate", {}, { serverNote: "(applied through the running server)" });
