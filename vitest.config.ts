import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  // `server-only` throws outside React Server Components; tests run server modules directly.
  "server-only": path.resolve(__dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest leaves a core free by default, which on a two-core machine runs every file in turn;
    // the test files mostly wait on databases and servers, so every core takes files.
    maxWorkers: availableParallelism(),
    // next-auth imports "next/server" without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-auth"] } },
    projects: [
      {
        extends: true,
        // The screens' tests render whole tables in jsdom: a second or two each, and several times
        // that on a busy machine, so their bound is wider than vitest's 5 s (a bound, never a wait).
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/unit-setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        resolve: { alias: { ...alias, bcryptjs: path.resolve(__dirname, "tests/support/low-cost-bcrypt.ts") } },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
