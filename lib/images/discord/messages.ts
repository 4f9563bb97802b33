import { z } from "zod";

// Which of a channel's messages is Midjourney's answer to one /imagine. Each prompt carries its
// own seed (`--seed N`), which Midjourney repeats in every message about that job: while it
// works it edits a progress message ('(Waiting to start)', '(45%)'), and when it is done it
// posts a new message with the four-picture grid. Only the Midjourney bot's own messages count,
// so nobody else in the channel can pass a picture off as the answer.

const attachmentSchema = z.object({
  url: z.string(),
  filename: z.string().optional(),
  content_type: z.string().optional(),
});

const embedSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  footer: z.object({ text: z.string().optional() }).optional(),
});

export const discordMessageSchema = z.object({
  id: z.string(),
  content: z.string().default(""),
  author: z.object({ id: z.string() }).optional(),
  attachments: z.array(attachmentSchema).default([]),
  embeds: z.array(embedSchema).default([]),
});

export type DiscordMessage = z.output<typeof discordMessageSchema>;

export type MidjourneyOutcome =
  { kind: "finished"; imageUrl: string; messageId: string } | { kind: "refused"; reason: string } | { kind: "working" } | { kind: "not-seen" };

/** What the prompt carries to find its answer again. */
export const seedMarker = (seed: string) => `--seed ${seed}`;

// Midjourney writes `**<prompt>** - <@user> (<status>)`: the seed is looked for in the prompt
// and the status words after it, so a scene that mentions '(paused)' cannot confuse the two.
const PROGRESS = /\((?:Waiting to start|paused|\d{1,3}%)\)/i;
const STOPPED = /\(Stopped\)/i;
// Later actions on the same job repeat its prompt: an upscale, variations, zoom or pan.
const FOLLOW_UP = /^\s*-\s+(?:Image #\d|Upscaled|Variations|Zoom Out|Pan\b)/i;
const IMAGE_FILE = /\.(?:png|jpe?g|webp)(?:\?|$)/i;

function parts(text: string): { prompt: string; status: string } {
  const open = text.indexOf("**");
  const close = text.lastIndexOf("**");
  if (open < 0 || close <= open) return { prompt: text, status: "" };
  return { prompt: text.slice(open + 2, close), status: text.slice(close + 2) };
}

const carriesSeed = (text: string, seed: string) => new RegExp(`--seed\\s+${seed}(?!\\d)`).test(text);
const isImage = (attachment: DiscordMessage["attachments"][number]) =>
  attachment.content_type?.startsWith("image/") ?? IMAGE_FILE.test(attachment.filename ?? attachment.url);
const embedText = (message: DiscordMessage) =>
  message.embeds.map((embed) => [embed.title, embed.description, embed.footer?.text].filter(Boolean).join(" ")).join(" ");
// Discord ids grow with time: the smaller one was posted first.
const olderFirst = (a: DiscordMessage, b: DiscordMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** Midjourney's answer to the prompt carrying `seed`, among the channel's messages in any order. */
export function midjourneyOutcome(messages: readonly DiscordMessage[], { seed, midjourneyId }: { seed: string; midjourneyId: string }): MidjourneyOutcome {
  if (!/^\d+$/.test(seed)) throw new Error("A Midjourney seed is a whole number");
  const fromMidjourney = messages.filter((message) => message.author?.id === midjourneyId && /^\d+$/.test(message.id)).sort(olderFirst);
  const aboutThisJob = fromMidjourney.flatMap((message) => {
    const { prompt, status } = parts(message.content);
    return carriesSeed(prompt, seed) ? [{ message, status }] : [];
  });
  const finished = aboutThisJob.find(
    ({ message, status }) => !PROGRESS.test(status) && !STOPPED.test(status) && !FOLLOW_UP.test(status) && message.attachments.some(isImage),
  );
  if (finished) return { kind: "finished", imageUrl: finished.message.attachments.find(isImage)!.url, messageId: finished.message.id };
  if (aboutThisJob.some(({ status }) => STOPPED.test(status))) return { kind: "refused", reason: "Midjourney stopped the generation." };
  const complaint = fromMidjourney.find((message) => message.attachments.length === 0 && carriesSeed(embedText(message), seed));
  if (complaint) {
    const [embed] = complaint.embeds;
    const said = [embed?.title, embed?.description].filter(Boolean).join(": ").slice(0, 300);
    return { kind: "refused", reason: `Midjourney refused the prompt${said ? `: ${said}` : "."}` };
  }
  return aboutThisJob.length > 0 ? { kind: "working" } : { kind: "not-seen" };
}
