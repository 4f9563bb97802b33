import { describe, expect, it, vi } from "vitest";
import { createMigrationRunner, retryDelayMs } from "@/lib/db/migration-runner";

describe("retryDelayMs", () => {
  it("starts at 0.5 s, doubles, and stops growing at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 1000].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  });
});

// A migration whose outcomes the test decides one by one, and a sleep that only records.
function harness(waitMs?: number) {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const sleeps: number[] = [];
  const logs: string[] = [];
  let wake: () => void = () => {};
  const runner = createMigrationRunner({
    migrate: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => (wake = resolve));
    },
    log: (message) => logs.push(message),
    waitMs,
  });
  return { runner, pending, sleeps, logs, wake: () => wake() };
}

// The runner's steps follow promises, settled within a turn or two: looked for every millisecond.
const AT_ONCE = { interval: 1 };

describe("createMigrationRunner", () => {
  it("lets the database be used when no runner was started (command-line tools and tests)", async () => {
    const { runner } = harness();
    expect(runner.status()).toBe("not-started");
    expect(await runner.usable()).toBe(true);
  });

  it("holds requests that arrive during an attempt until it settles", async () => {
    const { runner, pending } = harness();
    runner.start();
    expect(runner.status()).toBe("migrating");
    const answer = runner.usable();
    pending[0]!.resolve();
    expect(await answer).toBe(true);
    await vi.waitFor(() => expect(runner.status()).toBe("ready"), AT_ONCE);
  });

  it("with a wait limit, refuses a request whose wait for the attempt in flight passes it", async () => {
    vi.useFakeTimers();
    try {
      const { runner, pending } = harness(1_500);
      runner.start();
      let answer: boolean | undefined;
      void runner.usable().then((usable) => (answer = usable));
      await vi.advanceTimersByTimeAsync(1_499);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toBe(false);
      pending[0]!.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(runner.status()).toBe("ready");
      expect(await runner.usable()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses at once while waiting to retry, retries with backoff, and recovers by itself", async () => {
    const { runner, pending, sleeps, logs, wake } = harness();
    runner.start();
    const first = runner.usable();
    pending[0]!.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    expect(await first).toBe(false);
    await vi.waitFor(() => expect(runner.status()).toBe("waiting-to-retry"), AT_ONCE);
    expect(await runner.usable()).toBe(false);

    for (let attempt = 1; attempt < 9; attempt++) {
      wake();
      await vi.waitFor(() => expect(pending).toHaveLength(attempt + 1), AT_ONCE);
      pending[attempt]!.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
      await vi.waitFor(() => expect(sleeps).toHaveLength(attempt + 1), AT_ONCE);
    }
    expect(sleeps).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    // One line for the whole streak, however many attempts fail the same way.
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain("ECONNREFUSED");

    wake();
    await vi.waitFor(() => expect(pending).toHaveLength(10), AT_ONCE);
    pending[9]!.resolve();
    await vi.waitFor(() => expect(runner.status()).toBe("ready"), AT_ONCE);
    expect(await runner.usable()).toBe(true);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain("after 10 attempts");
  });

  it("logs again when the reason changes", async () => {
    const { runner, pending, sleeps, logs, wake } = harness();
    runner.start();
    pending[0]!.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    await vi.waitFor(() => expect(sleeps).toHaveLength(1), AT_ONCE);
    wake();
    await vi.waitFor(() => expect(pending).toHaveLength(2), AT_ONCE);
    pending[1]!.reject(new Error('password authentication failed for user "app"'));
    await vi.waitFor(() => expect(sleeps).toHaveLength(2), AT_ONCE);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain("password authentication failed");
  });

  it("starts only once", async () => {
    const { runner, pending } = harness();
    runner.start();
    runner.start();
    await vi.waitFor(() => expect(pending).toHaveLength(1), AT_ONCE);
  });
});
