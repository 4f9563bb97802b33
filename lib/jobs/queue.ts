import "server-only";
import { and, desc, eq, inArray, isNotNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { PAGE_IMAGE_JOB_KINDS, type JobKind, type JobStatus } from "@/lib/db/enums";
import { jobs, type Job } from "@/lib/db/schema";

// The jobs table is the queue: every instance of the server claims from it, so work survives
// restarts and is spread over instances. A claim is a lease: the row is ours until
// lease_expires_at, and we keep pushing that forward while we work. A server that dies stops
// renewing, and once the lease lapses any instance may take the job again.
// Times come from the database clock (now()), never from an instance's own clock.

/** One claim of a job: who holds it, and which attempt it is, so a stale holder matches nothing. */
export type Claim = Pick<Job, "id" | "leaseOwner" | "attempts">;

const leaseEnd = (leaseMs: number) => sql`now() + ${Math.max(1, Math.round(leaseMs))} * interval '1 millisecond'`;

const held = (claim: Claim) =>
  and(eq(jobs.id, claim.id), eq(jobs.status, "running"), eq(jobs.leaseOwner, claim.leaseOwner!), eq(jobs.attempts, claim.attempts));

export type NewJob = { kind: JobKind; storyId: number; pageNumber?: number | null; maxAttempts?: number };

/** Adds a job inside the caller's transaction, so it exists exactly when the caller's rows do. */
export async function enqueueJob(tx: Database, job: NewJob): Promise<Job> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind: job.kind, storyId: job.storyId, pageNumber: job.pageNumber ?? null, ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) })
    .returning();
  return row!;
}

/**
 * Adds a job already claimed by `owner`, on its first and only attempt: work done within a
 * request, which keeps renewing the lease while it runs. If its server dies the lease lapses
 * and the job is failed as abandoned (failAbandonedJobs), never run again by a worker.
 */
export async function startClaimedJob(tx: Database, job: Omit<NewJob, "maxAttempts">, owner: string, leaseMs: number): Promise<Job> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      storyId: job.storyId,
      pageNumber: job.pageNumber ?? null,
      status: "running",
      attempts: 1,
      maxAttempts: 1,
      leaseOwner: owner,
      leaseExpiresAt: leaseEnd(leaseMs),
    })
    .returning();
  return row!;
}

/**
 * Whether a story has an image job (of any kind that draws a page) waiting or running: for the
 * page `{ only }` names, or for any page but `{ except }`.
 */
export async function pageJobPending(tx: Database, storyId: number, page: { only: number } | { except: number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.storyId, storyId),
        "only" in page ? eq(jobs.pageNumber, page.only) : ne(jobs.pageNumber, page.except),
        inArray(jobs.kind, [...PAGE_IMAGE_JOB_KINDS]),
        inArray(jobs.status, ["queued", "running"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the oldest job that is due, or whose holder's lease lapsed and that has attempts left,
 * in one statement: the row lock with SKIP LOCKED means two instances never take the same row.
 */
export async function claimJob(db: Database, options: { owner: string; kinds: readonly JobKind[]; leaseMs: number }): Promise<Job | null> {
  if (options.kinds.length === 0) return null;
  const candidate = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...options.kinds]),
        lt(jobs.attempts, jobs.maxAttempts),
        or(and(eq(jobs.status, "queued"), lte(jobs.runAfter, sql`now()`)), and(eq(jobs.status, "running"), lt(jobs.leaseExpiresAt, sql`now()`))),
      ),
    )
    .orderBy(jobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ status: "running", leaseOwner: options.owner, leaseExpiresAt: leaseEnd(options.leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} = (${candidate})`)
    .returning();
  return job ?? null;
}

/** Pushes the lease forward; false when the claim is no longer ours (the job was taken over). */
export async function renewLease(db: Database, claim: Claim, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseExpiresAt: leaseEnd(leaseMs) })
    .where(held(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job done if the claim is still ours; run it in the transaction that saves the result. */
export async function completeJob(tx: Database, claim: Claim): Promise<boolean> {
  const rows = await tx.update(jobs).set({ status: "done", leaseExpiresAt: null, lastError: null }).where(held(claim)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job failed for good if the claim is still ours. */
export async function failJob(tx: Database, claim: Claim, error: string): Promise<boolean> {
  const rows = await tx.update(jobs).set({ status: "failed", leaseExpiresAt: null, lastError: error }).where(held(claim)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts the job back in the queue, due after delayMs, if the claim is still ours. */
export async function retryJobLater(db: Database, claim: Claim, error: string, delayMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", leaseOwner: null, leaseExpiresAt: null, lastError: error, runAfter: leaseEnd(delayMs) })
    .where(held(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Lets the lease lapse now, if the claim is still ours: the next claim takes the job over at
 * once, on its next attempt, exactly as if this holder had died.
 */
export async function releaseJob(db: Database, claim: Claim): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseExpiresAt: sql`now() - interval '1 millisecond'` })
    .where(held(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Jobs whose holder vanished on their last allowed attempt: they are marked failed here (in the
 * caller's transaction, beside whatever the failure means for their story) and returned.
 */
export async function failAbandonedJobs(tx: Database, kinds: readonly JobKind[], error: string): Promise<Job[]> {
  if (kinds.length === 0) return [];
  return tx
    .update(jobs)
    .set({ status: "failed", leaseExpiresAt: null, lastError: error })
    .where(and(inArray(jobs.kind, [...kinds]), eq(jobs.status, "running"), lt(jobs.leaseExpiresAt, sql`now()`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning();
}

/**
 * Ends a job for good whoever holds it, because what it waits for will never come (its starter
 * failed to set it off). A worker holding it loses the lease at its next renewal and lets go.
 */
export async function cancelJob(db: Database, id: number, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "failed", leaseExpiresAt: null, lastError: error })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** How long ago the job was enqueued, by the database clock. */
export async function jobAgeMs(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ ms: sql<string>`extract(epoch from (now() - ${jobs.createdAt})) * 1000` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ? Number(row.ms) : 0;
}

/** A page's latest job that has not finished well: waiting, running, or given up. */
export type PageJobState = { storyId: number; pageNumber: number; status: Exclude<JobStatus, "done">; lastError: string | null };

/**
 * Each page's latest image job (drawn here or by Midjourney), of one story or of all, left out
 * once it is done (the page's image then speaks for itself). An older failure is hidden by any
 * later job for the same page.
 */
export function pageImageJobs(db: Database, storyId?: number): Promise<PageJobState[]> {
  return latestPageJobs(db, PAGE_IMAGE_JOB_KINDS, storyId);
}

/** Each page's latest job of these kinds, of one story or of all, left out once it is done. */
export async function latestPageJobs(db: Database, kinds: readonly JobKind[], storyId?: number): Promise<PageJobState[]> {
  const latest = await db
    .selectDistinctOn([jobs.storyId, jobs.pageNumber], { storyId: jobs.storyId, pageNumber: jobs.pageNumber, status: jobs.status, lastError: jobs.lastError })
    .from(jobs)
    .where(and(inArray(jobs.kind, [...kinds]), storyId === undefined ? isNotNull(jobs.storyId) : eq(jobs.storyId, storyId), isNotNull(jobs.pageNumber)))
    .orderBy(jobs.storyId, jobs.pageNumber, desc(jobs.id));
  return latest.flatMap(({ storyId: story, pageNumber, status, lastError }) =>
    status === "done" || story === null || pageNumber === null ? [] : [{ storyId: story, pageNumber, status, lastError }],
  );
}
