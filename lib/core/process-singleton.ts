// Next bundles a module once per entry (the start-up code, each route), so module-level state
// would exist several times in one server process. What must exist once per process (a worker,
// a hook on the HTTP server, a timer, a token) lives here, on globalThis, one key per use.
const store = globalThis as unknown as { __appProcessSingletons?: Map<string, unknown> };

function singletons(): Map<string, unknown> {
  return (store.__appProcessSingletons ??= new Map());
}

/** The value made under `key` once per process: `create` runs the first time only. */
export function processSingleton<T>(key: string, create: () => T): T {
  const all = singletons();
  if (!all.has(key)) all.set(key, create());
  return all.get(key) as T;
}

/** The value made under `key`, or undefined while nothing has made it. */
export function existingProcessSingleton<T>(key: string): T | undefined {
  return singletons().get(key) as T | undefined;
}

/** Runs `start` once per process (a hook installed, a timer started). */
export function oncePerProcess(key: string, start: () => void): void {
  processSingleton(key, () => {
    start();
    return true;
  });
}

/** Forgets the value under `key`, so that the next call makes it again. */
export function forgetProcessSingleton(key: string): void {
  singletons().delete(key);
}
