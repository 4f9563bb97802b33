import { Spinner } from "@/components/ui/spinner";
import type { PageImageJob } from "@/lib/api/images";

/** Where a page's background image job stands, laid over its picture while it matters. */
export function JobProgress({ job }: { job: PageImageJob }) {
  if (job.status === "failed") {
    const reason = job.lastError ?? "the image could not be generated";
    return (
      <p
        role="status"
        title={reason}
        className="line-clamp-4 rounded-xl border-2 border-red-200 bg-red-50 px-2.5 py-1.5 text-xs font-semibold text-red-800 [overflow-wrap:anywhere]"
      >
        Failed: {reason}
      </p>
    );
  }
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-full border-2 border-marigold-300 bg-marigold-100 px-3 py-1 text-xs font-bold text-ink"
    >
      {job.status === "running" ? (
        <>
          <Spinner className="h-3.5 w-3.5 border-2" />
          Generating…
        </>
      ) : (
        "Queued"
      )}
    </p>
  );
}
