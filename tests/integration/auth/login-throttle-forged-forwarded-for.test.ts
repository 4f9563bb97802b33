import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { LIMITS } from "@/lib/http/rate-limit";
import { post } from "../support/accounts";

// One client rotating X-Forwarded-For on every attempt, straight to the app (no trusted proxy).
describe("the per-client login throttle with forged X-Forwarded-For", () => {
  it("counts every attempt from one peer together, so the one past the per-client limit is refused", async () => {
    const { max } = LIMITS.loginFailuresPerClient;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i += 1) {
      const response = await login(
        post(
          "/api/admin/login",
          { email: `guess${i}@example.com`, password: "wrong-guess" },
          { headers: { "x-peer-address": "203.0.113.40", "x-forwarded-for": `10.1.${i}.1` } },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual([429, 429]);
  });
});
