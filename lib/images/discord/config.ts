import "server-only";
import { env, type Env } from "@/lib/core/env";

// Midjourney has no API, and its terms forbid automating its Discord bot: this path exists only
// for operators who turn it on themselves (DISCORD_MIDJOURNEY_ENABLED=true), at their own risk.

export type DiscordMidjourneyConfig = {
  token: string;
  guildId: string;
  channelId: string;
  /** Midjourney's application id, which is also its bot's user id. */
  midjourneyId: string;
  imagineCommandId: string;
  imagineCommandVersion: string;
  /** Without a trailing slash. */
  apiBase: string;
};

/** The Discord settings when the operator turned Midjourney on, else null. */
export function discordMidjourneyConfig(source: Env = env()): DiscordMidjourneyConfig | null {
  const { DISCORD_MIDJOURNEY_ENABLED, DISCORD_TOKEN, DISCORD_GUILD_ID, DISCORD_CHANNEL_ID } = source;
  if (!DISCORD_MIDJOURNEY_ENABLED || !DISCORD_TOKEN || !DISCORD_GUILD_ID || !DISCORD_CHANNEL_ID) return null;
  return {
    token: DISCORD_TOKEN,
    guildId: DISCORD_GUILD_ID,
    channelId: DISCORD_CHANNEL_ID,
    midjourneyId: source.DISCORD_MIDJOURNEY_APPLICATION_ID,
    imagineCommandId: source.DISCORD_IMAGINE_COMMAND_ID,
    imagineCommandVersion: source.DISCORD_IMAGINE_COMMAND_VERSION,
    apiBase: source.DISCORD_API_BASE.replace(/\/+$/, ""),
  };
}
