import { Spinner } from "@/components/ui/spinner";

/** The full-screen spinner every guarded screen shows while authentication loads. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-paper">
      <Spinner className="h-14 w-14" />
      <p className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-600">Loading...</p>
    </div>
  );
}
