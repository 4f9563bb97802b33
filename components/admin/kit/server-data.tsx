"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";

/**
 * The answers a server page already read, keyed by the API URL each screen polls: the first
 * render shows them (they are in the page's HTML), and SWR refreshes them from the API after
 * changes and on its usual schedule.
 */
export function ServerData({ answers, children }: { answers: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback: answers }}>{children}</SWRConfig>;
}
