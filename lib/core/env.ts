import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { serverlessGaps } from "@/lib/config/serverless-requirements.mjs";
import { ensurePrivateDir } from "@/lib/core/private-files";
import { isBuildPhase } from "@/lib/config/build-phase";

// One parse of process.env for the whole server. Nothing else reads process.env directly,
// so a bad variable is reported once, at start, by name.

const optionalUrl = z.url().optional();
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const snowflake = z.string().regex(/^\d{15,21}$/, "must be a Discord id (digits only)");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default(".data"),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Abuelita & Pepita <no-reply@localhost>"),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    S3_PUBLIC_URL: optionalUrl,
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: optionalUrl,
    ANTHROPIC_MODEL: z.string().default("claude-sonnet-4-5"),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_IMAGE_MODEL: z.string().default("gpt-image-1"),
    OPENAI_TTS_MODEL: z.string().min(1).default("gpt-4o-mini-tts"),
    OPENAI_TTS_VOICE: z.string().min(1).default("sage"),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(32).default(0),
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    DAILY_STORY_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
    DAILY_IMAGE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(200),
    DAILY_NARRATION_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(100),
    ADS_PUBLISHER_ID: z
      .string()
      .regex(/^ca-pub-\d+$/, "must look like ca-pub-1234567890")
      .optional(),
    ADS_SLOT_TOP: z.string().regex(/^\d+$/, "must be a numeric ad slot id").optional(),
    ADS_SLOT_BOTTOM: z.string().regex(/^\d+$/, "must be a numeric ad slot id").optional(),
    DISCORD_MIDJOURNEY_ENABLED: z
      .enum(["true", "false"], 'must be "true" or "false"')
      .default("false")
      .transform((v) => v === "true"),
    DISCORD_TOKEN: z.string().optional(),
    DISCORD_GUILD_ID: snowflake.optional(),
    DISCORD_CHANNEL_ID: snowflake.optional(),
    DISCORD_MIDJOURNEY_APPLICATION_ID: snowflake.default("936929561302675456"),
    DISCORD_IMAGINE_COMMAND_ID: snowflake.default("938956540159881230"),
    DISCORD_IMAGINE_COMMAND_VERSION: snowflake.default("1237876415471554623"),
    DISCORD_API_BASE: z.url().default("https://discord.com/api/v10"),
    JOB_WORKER: z.enum(["on", "off"], 'must be "on" or "off"').default("on"),
    JOB_RUN_SECONDS: z.coerce.number().int().min(5).max(900).default(50),
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET && !isBuildPhase()) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required when NODE_ENV=production (generate one with `openssl rand -base64 33`)" });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together" });
    }
    if (env.DISCORD_MIDJOURNEY_ENABLED) {
      for (const name of ["DISCORD_TOKEN", "DISCORD_GUILD_ID", "DISCORD_CHANNEL_ID"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when DISCORD_MIDJOURNEY_ENABLED=true" });
      }
    }
    if (!isBuildPhase()) {
      for (const issue of serverlessGaps(env)) ctx.addIssue({ code: "custom", ...issue });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together" });
    }
  });

export type Env = z.infer<typeof schema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** The site's public origin, without a trailing slash. */
  publicUrl: string;
  /** Always set: from AUTH_SECRET, or generated once under DATA_DIR outside production. */
  authSecret: string;
};

export class EnvError extends Error {
  override readonly name = "EnvError";
}

/**
 * The server's start: a configuration it cannot work with ends the process with the reasons,
 * rather than leaving a server up that answers every request with a 500.
 */
export function exitOnInvalidEnv(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, blankToUndefined(v)]));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  // `next build` signs nothing; it must not need the secret nor write to DATA_DIR.
  const authSecret = parsed.AUTH_SECRET ?? (isBuildPhase() ? "" : devSecret(dataDir));
  return { ...parsed, dataDir, publicUrl, authSecret };
}

// Outside production a random secret is generated once and kept, so sessions survive restarts
// without anyone having to configure anything.
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  ensurePrivateDir(dataDir);
  const secret = randomBytes(33).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
