import type { toast as sonnerToast } from "sonner";

// The public pages' toasts. sonner is a tenth of a story page's scripts, and a family rarely
// sees a toast, so these pages load it only when a toast is shown or once the page has loaded
// and is idle (components/lazy-toaster.tsx mounts the Toaster then). sonner replays toasts made
// before its Toaster subscribed, so a toast shown early still appears. The back office imports
// sonner itself: its screens toast on almost every action.

type Toasts = typeof sonnerToast;
export type ToastOptions = { id?: string; description?: string };

let toasts: Promise<Toasts> | undefined;
let wanted = false;
const hosts = new Set<() => void>();

/** Loads sonner once and asks the page's toaster host to mount its Toaster. */
export function requestToaster(): Promise<Toasts> {
  toasts ??= import("sonner").then((module) => module.toast);
  if (!wanted) {
    wanted = true;
    hosts.forEach((mount) => mount());
  }
  return toasts;
}

/** The host's subscription: `mount` runs at once if a toast was already asked for. */
export function onToasterRequested(mount: () => void): () => void {
  if (wanted) mount();
  hosts.add(mount);
  return () => hosts.delete(mount);
}

let lastId = 0;

// Every call goes through the same promise, so a loading toast and the success that replaces it
// reach sonner in the order they were made.
function show(kind: "success" | "error" | "loading", title: string, options: ToastOptions): void {
  void requestToaster().then((sonner) => sonner[kind](title, options));
}

export const toast = {
  success: (title: string, options: ToastOptions = {}) => show("success", title, options),
  error: (title: string, options: ToastOptions = {}) => show("error", title, options),
  /** Returns the toast's id, for the success or error that replaces it. */
  loading(title: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++lastId}`;
    show("loading", title, { ...options, id });
    return id;
  },
};
