import "@/lib/cli-registry";
import { closeDb } from "@/db";
import { runCli } from "@/lib/cli-bridge";

// `npm run db:migrate`: applies pending migrations, directly or through the running server.
runCli("migrate", {})
  .then(async (result) => {
    for (const line of result.lines) console.log(line);
    if (result.via === "server") console.log("(applied through the running server)");
    await closeDb();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
