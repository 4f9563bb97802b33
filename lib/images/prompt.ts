import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { describeScene, POSES, SETTINGS, wornWords, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";

// What every image generator is told about a page: the page's scene plan, one fixed description
// of each character (read off the built-in story's drawings, so every page draws the same two)
// and the coloring-book style. Kept in one place so the diagnostic endpoints answer exactly what
// a generator sends.

export const ABUELITA_REFERENCE =
  "Abuelita: a short, round, smiling Mexican grandmother; silver hair in a high bun with a flower tucked in it; round glasses; " +
  "rosy round cheeks; an embroidered blouse with a zigzag-trimmed shawl over her shoulders; a long skirt with a scalloped hem; " +
  "an apron with one big flower on its pocket; small flat shoes.";

export const PEPITA_REFERENCE =
  "Pepita: a six-year-old girl, shorter than Abuelita's shoulder; a round face with straight bangs, big smile and rosy cheeks; " +
  "two braided pigtails tied with ribbon bows; a dress with puffed sleeves, a flowered bodice and a flared skirt with a row of flowers; " +
  "white socks and strap shoes.";

export const CHARACTER_REFERENCE = `${ABUELITA_REFERENCE} ${PEPITA_REFERENCE} Draw both the same way on every page.`;

export const STYLE_REFERENCE =
  "Style: coloring book line art, pure black outlines on a pure white background, thick smooth outlines of even width, " +
  "large simple closed shapes with large empty regions that a young child can color in, friendly rounded characters. " +
  "No color, no grey, no shading, no hatching, no filled black areas, no text, letters or numbers. " +
  "Portrait page with a simple frame of white space around the drawing.";

export type ImagePromptContext = PageImageRequest & { scenePlan: string | null; characters: string; style: string };

/** The plan a generator works from: the page's own, unless an admin has rewritten its description since. */
export function currentPlan(request: PageImageRequest): ScenePlan | null {
  return request.scene && describeScene(request.scene) === request.sceneDescription ? request.scene : null;
}

/** The plan as lines an image model follows. */
export function planPrompt(plan: ScenePlan): string {
  const setting = SETTINGS[plan.setting];
  const sky = setting.indoor ? `${plan.timeOfDay}, ${plan.weather} weather seen through a window` : `${plan.timeOfDay}, ${plan.weather} weather`;
  const people = plan.characters.map(({ name, pose, outfit }) => `${name} ${POSES[pose]}${outfit ? `, ${wornWords(name, outfit) ?? ""}` : ""}`).join("; ");
  const props = plan.props.map((id) => PROPS[id].en).join(", ");
  return [
    `Setting: ${setting.en} (${sky}).`,
    `Moment: ${plan.action}.`,
    `Characters: ${people}.`,
    props ? `Objects to show clearly: ${props}.` : null,
    `Framing: ${plan.framing === "close-up" ? "close-up on the characters" : plan.framing === "wide" ? "wide view of the whole place" : "medium view"}.`,
  ]
    .filter(Boolean)
    .join(" ");
}

export function imagePromptContext(request: PageImageRequest): ImagePromptContext {
  const plan = currentPlan(request);
  return { ...request, scenePlan: plan ? planPrompt(plan) : null, characters: CHARACTER_REFERENCE, style: STYLE_REFERENCE };
}

export function coloringPagePrompt(request: PageImageRequest): string {
  const { sceneDescription, storyTitle, pageNumber, scenePlan, characters, style } = imagePromptContext(request);
  return [
    `A children's coloring book page, page ${pageNumber} of the story "${storyTitle}".`,
    scenePlan ?? `Scene: ${sceneDescription}`,
    characters,
    style,
  ].join("\n");
}

/** What a generator that is sent reference pictures is told about them, in the order they are sent. */
export function referencePicturesPrompt(withFirstPage: boolean): string {
  const sheet =
    "The first picture is the character sheet: Abuelita is the grandmother (the two figures on the left) and Pepita the girl " +
    "(the two on the right). Draw them exactly as drawn there: the same faces, hair, glasses, clothes, proportions and line style.";
  return withFirstPage
    ? `${sheet} The second picture is page 1 of this story: keep the characters looking as they do there. Draw a new picture for this page; do not copy either picture's pose or scene.`
    : `${sheet} Draw a new picture for this page; do not copy the sheet's poses.`;
}
