import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { GenerationError } from "@/lib/story-writing/types";
import { readBodyCapped } from "@/lib/http/body";
import type { DiscordMidjourneyConfig } from "./config";
import { discordMessageSchema, type DiscordMessage } from "./messages";

// The three Discord calls Midjourney needs: send /imagine, read the channel, fetch the grid.
// Every failure becomes a DiscordError whose message tells the admin what went wrong and which
// variable to look at; the token never appears in one.

const DISCORD_REQUEST_TIMEOUT_MS = 15_000;
const DOWNLOAD_TIMEOUT_MS = 60_000;
const MAX_GRID_BYTES = 32 * 1024 * 1024;
const DISCORD_CDN_HOSTS = new Set(["cdn.discordapp.com", "media.discordapp.net"]);
// Discord's epoch (2015-01-01), from which its ids count milliseconds.
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Refused: asking again will not help (a bad token, no access, an unknown command).
 * Rate-limited: Discord says when to ask again. Unavailable: Discord failed or did not answer.
 */
export type DiscordFailure = "refused" | "rate-limited" | "unavailable";

export class DiscordError extends Error {
  constructor(
    message: string,
    readonly failure: DiscordFailure,
    readonly retryAfterMs = 0,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "DiscordError";
  }
}

export type DiscordApi = {
  sendImagine(prompt: string): Promise<void>;
  channelMessages(signal?: AbortSignal): Promise<DiscordMessage[]>;
  downloadImage(url: string, signal?: AbortSignal): Promise<Buffer>;
};

const discordAnswer = z.object({ message: z.string().optional(), retry_after: z.number().optional() }).partial();

async function failureOf(response: Response, action: string, refusedHint: string): Promise<DiscordError> {
  const answer = discordAnswer.safeParse(await response.json().catch(() => null));
  const said = answer.success && answer.data.message ? answer.data.message.slice(0, 200) : "";
  // Discord often says the status itself ('401: Unauthorized').
  const status = said.startsWith(String(response.status)) ? said : said ? `${response.status}: ${said}` : String(response.status);
  if (response.status === 401) return new DiscordError(`Discord refused the token (${status}); check DISCORD_TOKEN.`, "refused");
  if (response.status === 403) {
    return new DiscordError(
      `Discord refused access (${status}); the account of DISCORD_TOKEN must be able to use Midjourney in DISCORD_CHANNEL_ID.`,
      "refused",
    );
  }
  if (response.status === 429) {
    const seconds = (answer.success ? answer.data.retry_after : undefined) ?? Number(response.headers.get("retry-after") ?? 5);
    const retryAfterMs = Math.max(1_000, Math.ceil((Number.isFinite(seconds) ? seconds : 5) * 1_000));
    return new DiscordError(`Discord is rate limiting this account (429); try again in ${Math.ceil(retryAfterMs / 1_000)} s.`, "rate-limited", retryAfterMs);
  }
  if (response.status >= 400 && response.status < 500) return new DiscordError(`Discord refused to ${action} (${status}); ${refusedHint}`, "refused");
  return new DiscordError(`Discord answered ${status} when asked to ${action}.`, "unavailable");
}

/** Runs one call within the time limit; a stop of the caller's own (`signal`) is passed on as it is. */
async function call<T>(action: string, timeoutMs: number, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await work(signal ? AbortSignal.any([timeout, signal]) : timeout);
  } catch (error) {
    if (error instanceof DiscordError || error instanceof GenerationError || signal?.aborted) throw error;
    if (timeout.aborted)
      throw new DiscordError(`Discord did not answer within ${timeoutMs / 1_000} s when asked to ${action}.`, "unavailable", 0, { cause: error });
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new DiscordError(`Discord could not be reached to ${action}: ${reason}.`, "unavailable", 0, { cause: error });
  }
}

/** A Discord id for now, as the official client makes an interaction's nonce. */
function nonce(): string {
  return ((BigInt(Date.now()) - DISCORD_EPOCH) << 22n).toString();
}

/** The grid's address if it is one we fetch: Discord's CDN over https, or the configured API's own host (a test's fake). */
function gridUrl(raw: string, apiBase: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url && ((url.protocol === "https:" && DISCORD_CDN_HOSTS.has(url.hostname)) || url.origin === new URL(apiBase).origin)) return url;
  throw new DiscordError(`Midjourney's image is not on Discord's CDN (${url?.host ?? "no valid address"}); it was not downloaded.`, "refused");
}

export function createDiscordApi(config: DiscordMidjourneyConfig, requestTimeoutMs = DISCORD_REQUEST_TIMEOUT_MS): DiscordApi {
  const headers = { authorization: config.token, "content-type": "application/json" };
  return {
    sendImagine(prompt) {
      const action = "send /imagine";
      return call(action, requestTimeoutMs, undefined, async (signal) => {
        const response = await fetch(`${config.apiBase}/interactions`, {
          method: "POST",
          headers,
          signal,
          redirect: "error",
          body: JSON.stringify({
            type: 2,
            application_id: config.midjourneyId,
            guild_id: config.guildId,
            channel_id: config.channelId,
            session_id: randomBytes(16).toString("hex"),
            nonce: nonce(),
            data: {
              version: config.imagineCommandVersion,
              id: config.imagineCommandId,
              name: "imagine",
              type: 1,
              options: [{ type: 3, name: "prompt", value: prompt }],
              attachments: [],
            },
          }),
        });
        if (!response.ok) throw await failureOf(response, action, "DISCORD_IMAGINE_COMMAND_ID or DISCORD_IMAGINE_COMMAND_VERSION may be out of date.");
      });
    },

    channelMessages(signal) {
      const action = "read the channel's messages";
      return call(action, requestTimeoutMs, signal, async (combined) => {
        const response = await fetch(`${config.apiBase}/channels/${config.channelId}/messages?limit=50`, { headers, signal: combined, redirect: "error" });
        if (!response.ok) throw await failureOf(response, action, "check DISCORD_CHANNEL_ID.");
        const messages = z.array(discordMessageSchema).safeParse(await response.json().catch(() => null));
        if (!messages.success) throw new DiscordError("Discord answered something that is not a list of messages.", "unavailable");
        return messages.data;
      });
    },

    async downloadImage(raw, signal) {
      const action = "download Midjourney's image";
      const url = gridUrl(raw, config.apiBase);
      return call(action, DOWNLOAD_TIMEOUT_MS, signal, async (combined) => {
        const response = await fetch(url, { signal: combined, redirect: "error" });
        if (!response.ok) throw await failureOf(response, action, "the image's link may have expired.");
        const tooLarge = new GenerationError(`Midjourney's image is larger than ${MAX_GRID_BYTES / (1024 * 1024)} MB; it was not downloaded.`);
        return readBodyCapped(response, MAX_GRID_BYTES, tooLarge);
      });
    },
  };
}
