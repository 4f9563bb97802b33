// Pages send a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path first
// probes `new Function`, and browsers report that probe as a policy violation even though zod
// catches it, so the browser runs zod in its jitless mode: `instrumentation-client.ts` imports
// this before any of the app's modules (the server keeps the compiled path). zod keeps its
// settings in this global object (it creates it on load unless it exists, and every copy of zod
// shares it). Setting it through `z.config` would make the bundler keep all of zod, every
// locale included: about 60 KB gzipped on each page.
const settings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
settings.jitless = true;
