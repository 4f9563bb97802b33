import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:cluster` (scripts/test-cluster.sh builds first): one file, its checks in order,
// against real servers, so the timeouts are those of processes rather than of functions.
const root = path.resolve(__dirname, "../..");

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
