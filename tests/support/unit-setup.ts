import { afterEach } from "vitest";

// A file of synchronous tests never lets its worker read the runner's replies: vitest's worker
// waits 60 s for each and, blocked longer (the story catalogue's tests on a busy machine), fails
// the whole run with 'Timeout calling "onTaskUpdate"' though every test passed. A turn of the event
// loop after each test reads them. The real setImmediate is kept, as tests may fake the timers.
const turn = setImmediate;
afterEach(() => new Promise<void>((resolve) => turn(resolve)));
