import { describe, expect, it } from "vitest";
import { POST as generateNarration } from "@/app/api/stories/[id]/generate-narration/route";
import { GET as narration } from "@/app/api/stories/[id]/narration/route";
import { NARRATION_UNAVAILABLE } from "@/lib/api/narration";
import { getDb } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { ORIGIN, signedInAdmin } from "../support/accounts";
import { insertStory } from "../support/stories";

// Without OPENAI_API_KEY the browser's voice is the narration: nothing is recorded or paid for.
describe("recorded narration without OPENAI_API_KEY", () => {
  it("is not offered: generating answers 501 and queues nothing, and the status says it is unavailable", async () => {
    const { cookie } = await signedInAdmin();
    const id = await insertStory();
    const context = { params: Promise.resolve({ id: String(id) }) };
    const refused = await generateNarration(
      new Request(`${ORIGIN}/api/stories/${id}/generate-narration`, { method: "POST", headers: { origin: ORIGIN, cookie } }),
      context,
    );
    expect(refused.status).toBe(501);
    expect(await refused.json()).toEqual({ success: false, message: NARRATION_UNAVAILABLE });
    expect(await (await getDb()).select().from(jobs)).toEqual([]);
    const status = await (await narration(new Request(`${ORIGIN}/api/stories/${id}/narration`, { headers: { cookie } }), context)).json();
    expect(status).toMatchObject({ success: true, available: false });
    expect(status.pages).toHaveLength(10);
  });
});
