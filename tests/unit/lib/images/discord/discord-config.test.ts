import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/core/env";
import { discordMidjourneyConfig } from "@/lib/images/discord/config";

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "discord-env-")) });
const complete = { DISCORD_TOKEN: "user-token", DISCORD_GUILD_ID: "111111111111111111", DISCORD_CHANNEL_ID: "222222222222222222" };

describe("Midjourney through Discord configuration", () => {
  it("is off unless DISCORD_MIDJOURNEY_ENABLED is exactly true, whatever else is set", () => {
    expect(discordMidjourneyConfig(parseEnv({ ...base(), ...complete }))).toBeNull();
    expect(discordMidjourneyConfig(parseEnv({ ...base(), ...complete, DISCORD_MIDJOURNEY_ENABLED: "false" }))).toBeNull();
    expect(() => parseEnv({ ...base(), ...complete, DISCORD_MIDJOURNEY_ENABLED: "yes" })).toThrow(/DISCORD_MIDJOURNEY_ENABLED: must be "true" or "false"/);
  });

  it("when on, names each missing variable it needs", () => {
    expect(() => parseEnv({ ...base(), DISCORD_MIDJOURNEY_ENABLED: "true", DISCORD_TOKEN: "t" })).toThrow(
      /DISCORD_GUILD_ID: is required when DISCORD_MIDJOURNEY_ENABLED=true[\s\S]*DISCORD_CHANNEL_ID: is required/,
    );
    expect(() => parseEnv({ ...base(), ...complete, DISCORD_MIDJOURNEY_ENABLED: "true", DISCORD_CHANNEL_ID: "general" })).toThrow(
      /DISCORD_CHANNEL_ID: must be a Discord id/,
    );
  });

  it("when on, carries Midjourney's public ids and Discord's API by default", () => {
    expect(discordMidjourneyConfig(parseEnv({ ...base(), ...complete, DISCORD_MIDJOURNEY_ENABLED: "true" }))).toEqual({
      token: "user-token",
      guildId: "111111111111111111",
      channelId: "222222222222222222",
      midjourneyId: "936929561302675456",
      imagineCommandId: "938956540159881230",
      imagineCommandVersion: "1237876415471554623",
      apiBase: "https://discord.com/api/v10",
    });
  });
});
