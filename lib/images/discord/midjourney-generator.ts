import "server-only";
import { toLineArt } from "@/lib/images/line-art";
import { GenerationError, type ImageGenerator } from "@/lib/story-writing/types";
import { DiscordError, type DiscordApi } from "./api";
import { firstGridPicture } from "./grid";
import { midjourneyOutcome, type MidjourneyOutcome } from "./messages";

// Midjourney's half of a generation: the /imagine was sent when the admin asked for it; this
// waits for the answer in the channel, polling with backoff, and turns the grid's first picture
// into a two-tone coloring page like every other generator's.

export const MIDJOURNEY_GENERATOR_NAME = "Midjourney (Discord)";

export type MidjourneyWait = {
  api: DiscordApi;
  midjourneyId: string;
  /** The seed the job's prompt carries. */
  seed: string;
  /** How long is left to wait, asked once when the wait starts (a job taken over has less). */
  remainingMs: () => Promise<number>;
  /** The whole wait, for the message when it runs out. */
  timeoutMs: number;
  /** Midjourney never finishes sooner: the first look waits this long. */
  firstPollMs: number;
  /** The longest pause between two looks. */
  maxPollMs: number;
  /** Stops the wait when the job is no longer ours. */
  signal: AbortSignal;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener("abort", stop, { once: true });
    function done() {
      signal.removeEventListener("abort", stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
  });
}

function duration(ms: number): string {
  const [amount, unit] = ms >= 60_000 ? [Math.round(ms / 60_000), "minute"] : [Math.round(ms / 1_000), "second"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

function timedOut(wait: MidjourneyWait, seen: MidjourneyOutcome["kind"], problem: string | null): GenerationError {
  const what =
    seen === "not-seen"
      ? `Midjourney did not answer in the channel within ${duration(wait.timeoutMs)}; check that its bot is in DISCORD_CHANNEL_ID.`
      : `Midjourney did not finish the image within ${duration(wait.timeoutMs)}.`;
  return new GenerationError(problem ? `${what} Last problem: ${problem}` : what);
}

export function createMidjourneyGenerator(wait: MidjourneyWait): ImageGenerator {
  return {
    provider: "midjourney",
    name: MIDJOURNEY_GENERATOR_NAME,
    async generate() {
      const deadline = Date.now() + (await wait.remainingMs());
      let pause = wait.firstPollMs;
      let seen: MidjourneyOutcome["kind"] = "not-seen";
      let problem: string | null = null;
      for (;;) {
        await sleep(Math.min(pause, deadline - Date.now()), wait.signal);
        if (Date.now() >= deadline) throw timedOut(wait, seen, problem);
        pause = Math.min(wait.maxPollMs, Math.round(pause * 1.5));
        try {
          const outcome = midjourneyOutcome(await wait.api.channelMessages(wait.signal), wait);
          if (outcome.kind === "refused") throw new GenerationError(outcome.reason);
          if (outcome.kind !== "finished") {
            seen = outcome.kind;
            problem = null;
            continue;
          }
          const grid = await wait.api.downloadImage(outcome.imageUrl, wait.signal);
          return { png: await toLineArt(await firstGridPicture(grid)), provider: "midjourney" };
        } catch (error) {
          if (!(error instanceof DiscordError)) throw error;
          if (error.failure === "refused") throw new GenerationError(error.message, { cause: error });
          // Discord's trouble may pass before the deadline: look again, no sooner than it asks.
          problem = error.message;
          pause = Math.max(pause, error.retryAfterMs);
        }
      }
    },
  };
}
