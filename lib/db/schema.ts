import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ImageCredits, ImageMap, PepitaCustomization, StoryData } from "@/lib/schemas/story-json";
import { IMAGE_STATUSES, INVITATION_STATUSES, JOB_KINDS, JOB_STATUSES, LANGUAGES, READ_KINDS, STORY_STATUSES, STORY_WRITERS } from "./enums";
import { SEASONS } from "../config/seasons.mjs";

// The JSON-bearing story columns (pepitaCustomization, storyData, imageData, manualImages) are
// jsonb in one shape each, declared by the zod schemas in lib/schemas/story-json.ts; migration 0006
// converted the text older writers left (double-encoded JSON, three image map shapes) once.
// Rows are checked against those schemas where they are read (lib/stories/server/row.ts), and the APIs
// still carry the columns as JSON text (lib/stories/model/wire.ts).

/** `column in ('a', 'b')`: the database refuses any value outside the enum. */
const oneOf = (name: string, column: Parameters<typeof sql>[1], values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const stories = pgTable(
  "stories",
  {
    id: serial("id").primaryKey(),
    title: text("title"),
    /** The title in Spanish; null shows the English title. */
    spanishTitle: text("spanish_title"),
    activityType: text("activity_type").notNull(),
    season: text("season").notNull(),
    pepitaRole: text("pepita_role").notNull(),
    pepitaCustomization: jsonb("pepita_customization").$type<PepitaCustomization>(),
    storyData: jsonb("story_data").$type<StoryData>(),
    status: text("status", { enum: STORY_STATUSES }).notNull().default("generating"),
    imageData: jsonb("image_data").$type<ImageMap>(),
    imageStatus: text("image_status", { enum: IMAGE_STATUSES }).notNull().default("pending"),
    manualImages: jsonb("manual_images").$type<ImageMap>(),
    /** Who wrote the text: the writer asked when the story was created, confirmed by the one that wrote it. */
    writer: text("writer", { enum: STORY_WRITERS }).notNull().default("unknown"),
    /** The model the writer asked, for an AI writer. */
    writerModel: text("writer_model"),
    /** Page number to who drew its generated image (imageData's entry); a page missing here predates the record. */
    imageCredits: jsonb("image_credits").$type<ImageCredits>(),
    fullPrompt: text("full_prompt"),
    errorMessage: text("error_message"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isHomepage: boolean("is_homepage").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The moderation pass found something an admin must read before the story may be published. */
    needsReview: boolean("needs_review").notNull().default(false),
    /** What the moderation pass found; kept once cleared, beside who cleared it and when. */
    reviewReason: text("review_reason"),
    reviewClearedBy: text("review_cleared_by"),
    reviewClearedAt: timestamp("review_cleared_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public list and the sitemap: complete, published, not archived.
    index("stories_public_idx").on(t.published, t.archived, t.status, t.createdAt),
    // The admin list sorts by creation time by default.
    index("stories_created_at_idx").on(t.createdAt),
    // At most one story is the homepage story, whatever the code does.
    uniqueIndex("stories_one_homepage_idx")
      .on(t.isHomepage)
      .where(sql`${t.isHomepage}`),
    oneOf("stories_status_check", t.status, STORY_STATUSES),
    oneOf("stories_season_check", t.season, SEASONS),
    oneOf("stories_image_status_check", t.imageStatus, IMAGE_STATUSES),
    oneOf("stories_writer_check", t.writer, STORY_WRITERS),
    // A story held for review says why, and a held story is never public.
    check("stories_review_reason_check", sql`not ${t.needsReview} or ${t.reviewReason} is not null`),
    check("stories_review_unpublished_check", sql`not (${t.needsReview} and ${t.published})`),
  ],
);

// The built-in original story lives in code (lib/stories/model/original-pages.ts); this single row
// holds what admins may change about it on the server.
export const originalStorySettings = pgTable(
  "original_story_settings",
  {
    id: integer("id").primaryKey().default(1),
    title: text("title").notNull().default("Original Story"),
    // True when an admin promoted the original; promoting a story clears it in the same
    // transaction (lib/stories/server/homepage.ts holds the rule).
    isHomepage: boolean("is_homepage").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("original_story_settings_single_row", sql`${t.id} = 1`)],
);

// Files uploaded to the back office outside any story, served from /attached_assets/{name}.
export const attachedAssets = pgTable("attached_assets", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  storageKey: text("storage_key").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  // Stored lower-cased (lib code normalises) so the unique index is case-insensitive in effect.
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  isAdmin: boolean("is_admin").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    // SHA-256 (hex) of the token; the token itself is only ever in the invitation link.
    token: text("token").notNull().unique(),
    // Null for invitations created by `npm run invite` (no admin exists yet to invite).
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    message: text("message"),
    // Whether registering through this invitation grants admin access (`--no-admin` clears it).
    grantsAdmin: boolean("grants_admin").notNull().default(true),
    // sent -> used | revoked
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("sent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("invitations_email_idx").on(t.email), oneOf("invitations_status_check", t.status, INVITATION_STATUSES)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    // SHA-256 (hex) of the token.
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_email_idx").on(t.email)],
);

// External (OpenID Connect) sign-in profiles. `name`, `emailVerified` and `image` are the
// columns @auth/drizzle-adapter reads and writes; the others are the spec's profile fields.
export const users = pgTable("users", {
  id: text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  email: text("email").notNull().unique(),
  name: text("name"),
  emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The adapter's provider-account links for external sign-in.
export const authAccounts = pgTable(
  "auth_accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

export const authVerificationTokens = pgTable(
  "auth_verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

// Server-side session rows: every signed-in browser carries only `sid` (inside the Auth.js
// JWT), so deleting a row signs that browser out at its next request.
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_admin_user_idx").on(t.adminUserId), index("sessions_user_idx").on(t.userId)],
);

// Sliding-window throttling (failed logins, reset mails, refused links: buckets in lib/http/rate-limit.ts).
// In the database so that limits hold across server instances.
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_events_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);

// Durable background work (a story's text, a page's image). A worker claims a job by taking a
// lease (`FOR UPDATE SKIP LOCKED`, so two instances never take the same one) and renews it
// while it works; a job whose lease lapsed, because its server died, is claimed again until
// it has used its attempts.
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: JOB_KINDS }).notNull(),
    storyId: integer("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number"),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAfter),
    index("jobs_lease_idx").on(t.status, t.leaseExpiresAt),
    index("jobs_story_idx").on(t.storyId),
    oneOf("jobs_kind_check", t.kind, JOB_KINDS),
    oneOf("jobs_status_check", t.status, JOB_STATUSES),
  ],
);

// A page's recorded narration in one language. `textHash` is the hash of the text it reads:
// once the page's text is edited the hashes differ and the recording is stale, never played.
export const pageNarrations = pgTable(
  "page_narrations",
  {
    storyId: integer("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    textHash: text("text_hash").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.pageNumber, t.language] }), oneOf("page_narrations_language_check", t.language, LANGUAGES)],
);

// What families do with each story, counted per day (lib/reads/server): the story ("original" or
// a story id as text, so the built-in story counts like the others), the day (UTC), the kind and
// how many times. Nothing about who: no address, browser, cookie or identifier is kept, and the
// writers only ever add to a row (`count = count + n`), so any number of server processes can
// flush their batches into the same rows.
export const storyReads = pgTable(
  "story_reads",
  {
    storyKey: text("story_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: READ_KINDS }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storyKey, t.day, t.kind] }),
    index("story_reads_day_idx").on(t.day),
    oneOf("story_reads_kind_check", t.kind, READ_KINDS),
    check("story_reads_story_key_check", sql`${t.storyKey} = 'original' or ${t.storyKey} ~ '^[1-9][0-9]{0,9}$'`),
    check("story_reads_count_check", sql`${t.count} > 0`),
  ],
);

export type Story = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type AdminUser = typeof adminUsers.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type Job = typeof jobs.$inferSelect;
