/**
 * Lets `ms` of real time pass. Only for tests whose subject is time passing where the test cannot
 * move the clock: a lease renewed on a timer against the database's clock, a job that takes its
 * time inside a run's budget, a slow network. Anything else waits on a condition (vi.waitFor,
 * expect.poll, a web-first assertion) or moves a fake clock.
 */
export function elapse(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
