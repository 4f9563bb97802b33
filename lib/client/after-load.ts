// Work no reader is waiting for (the toaster, saving a story for offline reading) runs once the
// page has loaded and the browser is idle, so it never competes with the first view for the
// network or the main thread. Returns a function that cancels it.

// The longest a task waits for an idle moment once the page has loaded.
const IDLE_TIMEOUT_MS = 4000;

export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    // Safari has no requestIdleCallback: there the task runs as soon as the load is done.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}
