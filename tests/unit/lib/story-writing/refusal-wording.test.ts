import { describe, expect, it } from "vitest";
import { unknownActivityMessage } from "@/lib/story-writing/scene/activities";

describe("a refusal for someone no story has says it in a whole sentence", () => {
  // It read "…only Abuelita and Pepita in them, so Abuelo cannot be. The nearest it knows…".
  it.each([
    ["Visiting grandpa's ranch", "Abuelo"],
    ["Ir al rancho del abuelo", "Abuelo"],
  ])("%j", (request, person) => {
    expect(unknownActivityMessage(request)).toContain(`only Abuelita and Pepita in them, so ${person} cannot be in one. The nearest it knows:`);
  });
});
