export async function register() {
  // The `if` form lets the bundler drop the Node-only import from the edge build.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./instrumentation-node");
  }
}
