import type { LockInfo } from "@/lib/db/data-lock";

/**
 * Runs a command-line tool's command inside the server that holds the embedded database,
 * through its loopback-only /api/internal/cli endpoint with the token from the data folder's
 * lock; answers the lines the tool would print.
 */
export async function callServerCommand(holder: LockInfo & { port: number }, name: string, args: Record<string, unknown>): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${holder.port}/api/internal/cli`, {
    method: "POST",
    headers: { authorization: `Bearer ${holder.token}`, "content-type": "application/json" },
    body: JSON.stringify({ name, args }),
  }).catch((error: unknown) => {
    throw new Error(`The server (pid ${holder.pid}) holds the database but did not answer on port ${holder.port}: ${String(error)}`);
  });
  const body = (await response.json().catch(() => ({}))) as { lines?: string[]; message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return body.lines ?? [];
}
