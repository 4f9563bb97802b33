// Story columns hold JSON text, or data already parsed by an older writer; a value that does
// not parse is treated as absent (and the caller shows what it can) rather than thrown.
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
