// Pages send a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path first
// probes `new Function`, and browsers report that probe as a policy violation even though zod
// catches it: every module with schemas that reach the browser imports this first, for zod's
// jitless mode. zod keeps its settings in this global object (it creates it on load unless it
// exists, and every copy of zod shares it), so the order of imports does not matter. Setting it
// through `z.config`, or re-exporting `z` from here, would make the bundler keep all of zod,
// every locale included: about 60 KB gzipped on each page with a form.
const settings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
settings.jitless = true;
