import { parseArgs } from "node:util";
import "@/lib/cli-registry";
import { runCliAndExit } from "@/lib/cli-bridge";

// `npm run seed [-- --title "..." --unpublished --archived --homepage --no-images --status generating --pages 10 --narrated]`:
// adds a complete sample story (published unless told otherwise; --narrated records page 1 in
// both languages with a silent sample), directly or through the running server.
// `npm run seed -- --bulk 10000` adds that many summary-only stories instead, in a mix of states.
const { values } = parseArgs({
  options: {
    title: { type: "string" },
    unpublished: { type: "boolean", default: false },
    archived: { type: "boolean", default: false },
    homepage: { type: "boolean", default: false },
    "no-images": { type: "boolean", default: false },
    status: { type: "string" },
    pages: { type: "string" },
    bulk: { type: "string" },
    narrated: { type: "boolean", default: false },
  },
});

runCliAndExit("seed-story", {
  title: values.title,
  published: !values.unpublished,
  archived: values.archived,
  homepage: values.homepage,
  images: !values["no-images"],
  status: values.status,
  pages: values.pages ? Number(values.pages) : undefined,
  bulk: values.bulk ? Number(values.bulk) : undefined,
  narrated: values.narrated,
});
