import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { FlatCompat } from "@eslint/eslintrc";

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ["node_modules/**", ".next*/**", "public/sw.js", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...compat.extends("next/core-web-vitals", "next/typescript"),
  // The rule turns each page's path into a pattern whose dynamic segments are one greedy wildcard,
  // so app/[locale]/story/[id] matches every path and every plain <a> is taken for a page link.
  { rules: { "@next/next/no-html-link-for-pages": "off" } },
  // Imports point one way: app -> components -> lib features -> lib/db -> lib/core and lib/config.
  // lib/ renders nothing, the job queue knows no job kinds, and the database layer knows nothing of
  // screens, wire types or features.
  {
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*", "@/app/*"], message: "lib/ must not import components/ or app/: move the shared code into lib/." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/jobs/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*", "@/app/*"], message: "lib/ must not import components/ or app/: move the shared code into lib/." },
            { group: ["@/lib/stories/*", "**/stories/*"], message: "lib/jobs runs any job kind: the story jobs register with it, it never imports them." },
          ],
        },
      ],
    },
  },
  // Client-safe folders: the browser loads them, so nothing server-only may come in with them (a
  // build would fail on `server-only`, and a module without it would ship server code). A type
  // import is erased before anything is bundled: the wire types are derived from the schema's.
  {
    files: ["lib/stories/model/**/*.ts", "lib/client/**/*.ts", "lib/api/**/*.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*", "@/app/*"], message: "lib/ must not import components/ or app/: move the shared code into lib/." },
            {
              regex:
                "^(server-only|node:.*|@/lib/db(/(?!enums$).*)?|@/lib/(stories/server|runtime|cli)/.*|@/lib/core/(env|private-files)|@/lib/storage(/(?!image-variants$).*)?)$",
              allowTypeImports: true,
              message: "A client-safe module (lib/stories/model, lib/client, lib/api) must not import server-only code.",
            },
          ],
        },
      ],
    },
  },
  // The bottom layers: the database (lib/db) and what every layer uses (lib/core: environment,
  // errors, private files, process singletons; lib/config: build-time tables). They import no feature.
  {
    files: ["lib/db/**/*.{ts,mjs}", "lib/core/**/*.ts", "lib/config/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*", "@/app/*"], message: "lib/ must not import components/ or app/: move the shared code into lib/." },
            {
              regex: "^@/lib/(?!(db|core|config|schemas)/)",
              message: "lib/db, lib/core and lib/config are the bottom layers: they import only each other and lib/schemas, never a feature.",
            },
          ],
        },
      ],
    },
  },
];
export default config;
