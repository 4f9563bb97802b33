// Creates an embedded database folder, then exits: `node lib/db/create-pglite.mjs <folder>`.
// Creating one runs initdb in a WASM instance of its own, about 450 MB that the server would
// otherwise keep in its heap and malloc arenas for the rest of its life (lib/db/index.ts runs this
// first, then opens the folder itself).
import { PGlite } from "@electric-sql/pglite";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: node lib/db/create-pglite.mjs <folder>");
  process.exit(2);
}
const client = new PGlite(folder);
await client.waitReady;
await client.close();
