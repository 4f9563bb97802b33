import { z } from "zod";

// Pages send a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path first
// probes `new Function`, and browsers report that probe as a policy violation even though zod
// catches it: schemas that reach the browser are built with this configured zod.
z.config({ jitless: true });

export { z };
