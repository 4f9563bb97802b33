import "server-only";

// The first hop of X-Forwarded-For as set by the reverse proxy in front of the app. A client
// reaching the app directly could forge it; the per-account limit still holds in that case.
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}
