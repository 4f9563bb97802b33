import { env } from "@/lib/env";
import { migrateDb } from "@/db";

// Runs once when the server starts: fail fast on bad configuration, then apply pending
// migrations before the first request, so a fresh DATA_DIR (or a fresh PostgreSQL
// database) needs no extra command.
env();
await migrateDb();
