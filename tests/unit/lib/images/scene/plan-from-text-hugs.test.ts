import { describe, expect, it } from "vitest";
import { planFromText } from "@/lib/images/scene/plan-from-text";

// A rewritten scene description is read back into a plan. Any "hug" in it planned Pepita and
// Abuelita embracing, so "Pepita hugging the crying little boy" was drawn as Pepita hugging
// Abuelita, the boy nowhere in her arms.

const posesOf = (text: string) => planFromText(text).characters.map((c) => `${c.name} ${c.pose}`);

describe("a hug read from a scene's words", () => {
  it.each([
    "At the doctor's office: Pepita hugging the crying little boy in the waiting room, Abuelita beside them.",
    "In the living room: Pepita hugs her little cousin Lucía while Abuelita watches.",
    "On the patio: Pepita hugged Canelo, and Abuelita laughed.",
    "In the bedroom: Pepita hugging her teddy bear as Abuelita says goodnight.",
  ])("is no embrace of the two when it is given to someone else: %s", (text) => {
    expect(posesOf(text).filter((pose) => pose.endsWith("hugging"))).toEqual([]);
  });

  it.each([
    "On the patio: Pepita hugging Abuelita goodbye.",
    "Abuelita and Pepita hugging in the kitchen.",
    "Pepita hugged her little cousin, and then she and Abuelita hugged each other.",
  ])("is still the two embracing when they hug each other: %s", (text) => {
    expect(posesOf(text)).toEqual(["Abuelita hugging", "Pepita hugging"]);
  });
});
