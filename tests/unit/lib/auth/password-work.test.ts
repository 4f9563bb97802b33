import { describe, expect, it } from "vitest";
import { SERVER_BUSY, createWorkLimiter } from "@/lib/auth/password-work";
import { AppError } from "@/lib/core/errors";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the password work limiter", () => {
  it("runs at most `concurrency` jobs at once and starts the waiting ones in arrival order", async () => {
    const run = createWorkLimiter(2, 8);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const jobs = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
  });

  it("refuses at once with a 503 AppError (and Retry-After) when the queue is full", async () => {
    const run = createWorkLimiter(1, 2);
    const gate = deferred();
    const held = [run(() => gate.promise), run(() => gate.promise), run(() => gate.promise)];
    let ran = false;
    const refused = await run(async () => {
      ran = true;
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: SERVER_BUSY, details: { headers: { "retry-after": "2" } } });
    expect(ran).toBe(false);
    gate.resolve();
    await Promise.all(held);
    await expect(run(async () => "room again")).resolves.toBe("room again");
  });

  it("releases the slot when a job fails, and passes the failure on", async () => {
    const run = createWorkLimiter(1, 0);
    await expect(run(() => Promise.reject(new Error("bcrypt broke")))).rejects.toThrow("bcrypt broke");
    await expect(run(async () => "next")).resolves.toBe("next");
    const gate = deferred();
    const failing = run(() => gate.promise);
    await expect(run(async () => "refused")).rejects.toMatchObject({ status: 503 });
    gate.reject(new Error("late failure"));
    await expect(failing).rejects.toThrow("late failure");
    await expect(run(async () => "free again")).resolves.toBe("free again");
  });
});
