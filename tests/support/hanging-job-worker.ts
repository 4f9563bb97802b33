// A worker process for the crash test: it claims story-text jobs with a short lease, renews it,
// and never finishes, until the test kills it with SIGKILL.
import { getDb } from "@/lib/db";
import { startJobWorker } from "@/lib/jobs/worker";

startJobWorker({
  getDb,
  name: "child",
  leaseMs: 600,
  pollMs: 50,
  handlers: {
    "story-text": {
      run: () => new Promise(() => {}),
      giveUp: async () => {},
    },
  },
});

// The worker's own timers do not hold a process open (a server has its listener for that).
setInterval(() => {}, 60_000);
