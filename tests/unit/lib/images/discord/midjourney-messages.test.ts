import { describe, expect, it } from "vitest";
import { discordMessageSchema, midjourneyOutcome, type DiscordMessage } from "@/lib/images/discord/messages";
import { midjourneyPrompt, SEED_PLACEHOLDER } from "@/lib/images/discord/prompt";

const MIDJOURNEY = "936929561302675456";
const SEED = "3141592653";
const PROMPT = `A children's coloring book page ... --ar 2:3 --no color, shading, text --seed ${SEED}`;
const grid = { url: "https://cdn.discordapp.com/attachments/1/2/grid.png?ex=1&hm=2", filename: "grid.png", content_type: "image/png" };
const preview = { url: "https://cdn.discordapp.com/attachments/1/3/preview.webp", filename: "preview.webp", content_type: "image/webp" };

let nextId = 1_200_000_000_000_000_000n;
function message(content: string, extra: Partial<DiscordMessage> & { author?: { id: string } } = {}): DiscordMessage {
  nextId += 1n;
  return discordMessageSchema.parse({ id: nextId.toString(), content, author: { id: MIDJOURNEY }, ...extra });
}
const outcome = (messages: DiscordMessage[], seed = SEED) => midjourneyOutcome(messages, { seed, midjourneyId: MIDJOURNEY });

describe("finding Midjourney's answer to one /imagine", () => {
  it("finds the finished grid among progress messages, in whatever order Discord lists them", () => {
    const waiting = message(`**${PROMPT}** - <@42> (Waiting to start)`);
    const working = message(`**${PROMPT}** - <@42> (45%) (fast)`, { attachments: [preview] });
    const done = message(`**${PROMPT}** - <@42> (fast)`, { attachments: [grid] });
    const expected = { kind: "finished", imageUrl: grid.url, messageId: done.id };
    expect(outcome([waiting, working, done])).toEqual(expected);
    expect(outcome([done, working, waiting])).toEqual(expected);
  });

  it("keeps waiting while only progress messages carry the seed, even those with a preview picture", () => {
    expect(outcome([message(`**${PROMPT}** - <@42> (Waiting to start)`)])).toEqual({ kind: "working" });
    expect(outcome([message(`**${PROMPT}** - <@42> (93%) (relaxed)`, { attachments: [preview] })])).toEqual({ kind: "working" });
    expect(outcome([message(`**${PROMPT}** - <@42> (paused)`, { attachments: [preview] })])).toEqual({ kind: "working" });
    expect(outcome([])).toEqual({ kind: "not-seen" });
  });

  it("ignores another job's answer, even one whose seed starts with ours", () => {
    const other = message(`**A cat --seed ${SEED}7** - <@42> (fast)`, { attachments: [grid] });
    const unrelated = message("**A dog --seed 12** - <@42> (fast)", { attachments: [grid] });
    expect(outcome([other, unrelated])).toEqual({ kind: "not-seen" });
  });

  it("accepts only the Midjourney bot's own messages, so nobody in the channel can pass a picture off as the answer", () => {
    const impostor = message(`**${PROMPT}** - <@42> (fast)`, { author: { id: "555555555555555555" }, attachments: [grid] });
    expect(outcome([impostor])).toEqual({ kind: "not-seen" });
  });

  it("takes the grid, not a later upscale or variation of the same job", () => {
    const done = message(`**${PROMPT}** - <@42> (fast)`, { attachments: [grid] });
    const upscale = message(`**${PROMPT}** - Image #1 <@42>`, { attachments: [{ ...grid, url: "https://cdn.discordapp.com/u1.png" }] });
    const variations = message(`**${PROMPT}** - Variations (Strong) by <@42> (fast)`, { attachments: [{ ...grid, url: "https://cdn.discordapp.com/v.png" }] });
    expect(outcome([variations, upscale, done])).toMatchObject({ kind: "finished", imageUrl: grid.url });
    expect(outcome([upscale, variations])).toEqual({ kind: "working" });
  });

  it("reads status words only after the prompt, so a scene that says '(paused)' is no progress message", () => {
    const prompt = `Scene: Pepita (paused) at the door (50%) --seed ${SEED}`;
    expect(outcome([message(`**${prompt}** - <@42> (fast)`, { attachments: [grid] })])).toMatchObject({ kind: "finished" });
  });

  it("needs a picture: a finished message without an image attachment is not the answer", () => {
    expect(
      outcome([
        message(`**${PROMPT}** - <@42> (fast)`, { attachments: [{ url: "https://cdn.discordapp.com/a.txt", filename: "a.txt", content_type: "text/plain" }] }),
      ]),
    ).toEqual({
      kind: "working",
    });
  });

  it("reports a stopped job and Midjourney's complaint about the prompt", () => {
    expect(outcome([message(`**${PROMPT}** - <@42> (Stopped)`)])).toEqual({ kind: "refused", reason: "Midjourney stopped the generation." });
    const complaint = message("", {
      embeds: [
        {
          title: "Banned prompt detected",
          description: "Sorry! Our AI moderator thinks this prompt is probably against our community standards.",
          footer: { text: `/imagine ${PROMPT}` },
        },
      ],
    });
    expect(outcome([complaint])).toEqual({
      kind: "refused",
      reason: "Midjourney refused the prompt: Banned prompt detected: Sorry! Our AI moderator thinks this prompt is probably against our community standards.",
    });
  });
});

describe("the /imagine prompt", () => {
  const request = { sceneDescription: "Abuelita and Pepita bake pan dulce", storyTitle: "Kitchen Day", pageNumber: 2 };

  it("is the shared page prompt on one line with Midjourney's parameters and the job's seed, which the matcher finds", () => {
    const prompt = midjourneyPrompt(request, SEED);
    expect(prompt).not.toContain("\n");
    expect(prompt).toContain("Scene: Abuelita and Pepita bake pan dulce");
    expect(prompt).toContain("pure black outlines on a pure white background");
    expect(prompt.endsWith(`--ar 2:3 --no color, shading, text --seed ${SEED}`)).toBe(true);
    expect(outcome([message(`**${prompt}** - <@42> (fast)`, { attachments: [grid] })])).toMatchObject({ kind: "finished" });
  });

  it("shows a placeholder where each generation's seed goes, for 'Test Discord RAG'", () => {
    expect(midjourneyPrompt(request, SEED_PLACEHOLDER).endsWith(`--seed ${SEED_PLACEHOLDER}`)).toBe(true);
  });
});
