import { parseArgs } from "node:util";

/**
 * The seed-story command's arguments from `npm run seed` flags: `--title "..." --unpublished
 * --archived --homepage --no-images --status generating --pages 10 --narrated` add one complete
 * sample story (published unless told otherwise; --narrated records page 1 in both languages with
 * a silent sample; --needs-review "reason" holds it for review, so unpublished; --described gives each
 * page the description of the built-in picture it shows); `--bulk 10000` adds that many summary-only stories instead, in a mix of states,
 * and with `--bulk-pages` the written ones get ten pages (and the line art, when drawn) as a real library has.
 */
export function seedStoryArgs(args: string[]): Record<string, unknown> {
  const { values } = parseArgs({
    args,
    options: {
      title: { type: "string" },
      unpublished: { type: "boolean", default: false },
      archived: { type: "boolean", default: false },
      homepage: { type: "boolean", default: false },
      "no-images": { type: "boolean", default: false },
      status: { type: "string" },
      pages: { type: "string" },
      bulk: { type: "string" },
      "bulk-pages": { type: "boolean", default: false },
      narrated: { type: "boolean", default: false },
      described: { type: "boolean", default: false },
      "needs-review": { type: "string" },
    },
  });
  return {
    title: values.title,
    published: !values.unpublished,
    archived: values.archived,
    homepage: values.homepage,
    images: !values["no-images"],
    status: values.status,
    pages: values.pages ? Number(values.pages) : undefined,
    bulk: values.bulk ? Number(values.bulk) : undefined,
    bulkPages: values["bulk-pages"],
    narrated: values.narrated,
    described: values.described,
    needsReview: values["needs-review"],
  };
}
