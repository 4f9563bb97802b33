import { describe, expect, it } from "vitest";
import { namedOnce, sentencesOf } from "@/lib/story-writing/scene/sentence-flow";

describe("a page stitched from sentences names Pepita once in a row", () => {
  it("says she the second time in English and leaves her out in Spanish", () => {
    expect(namedOnce("Pepita did not wait to be asked. Pepita mixed a drop of red paint into the white.", "en")).toBe(
      "Pepita did not wait to be asked. She mixed a drop of red paint into the white.",
    );
    expect(namedOnce("Pepita no esperó a que se lo pidieran. Pepita mezcló una gotita de pintura roja.", "es")).toBe(
      "Pepita no esperó a que se lo pidieran. Mezcló una gotita de pintura roja.",
    );
  });

  it("says Ella before y Abuelita, where Spanish needs a subject to join", () => {
    expect(namedOnce("Pepita pensó un momento. Pepita y Abuelita corrieron a la panadería.", "es")).toBe(
      "Pepita pensó un momento. Ella y Abuelita corrieron a la panadería.",
    );
    expect(namedOnce("Pepita thought for a moment. Pepita and Abuelita ran to the panadería.", "en")).toBe(
      "Pepita thought for a moment. She and Abuelita ran to the panadería.",
    );
  });

  it("names her again after a third sentence in a row, and after anyone else's", () => {
    expect(namedOnce("Pepita ran. Pepita jumped. Pepita laughed.", "en")).toBe("Pepita ran. She jumped. Pepita laughed.");
    expect(namedOnce('Pepita clapped. "Listen!" Pepita smiled.', "en")).toBe('Pepita clapped. "Listen!" Pepita smiled.');
  });

  it("keeps her name after Pepita and Abuelita together, where she could be either", () => {
    expect(namedOnce("Pepita and Abuelita looked at each other. Pepita laughed.", "en")).toBe("Pepita and Abuelita looked at each other. Pepita laughed.");
    expect(namedOnce("Pepita y Abuelita se miraron. Pepita se rió.", "es")).toBe("Pepita y Abuelita se miraron. Pepita se rió.");
  });

  it("names her again after a sentence that turns to Abuelita, where she would be Abuelita", () => {
    const squeeze = "Pepita squeezed Abuelita's hand, and Abuelita squeezed back: they were taking care of each other. Pepita put on the sunglasses.";
    expect(namedOnce(squeeze, "en")).toBe(squeeze);
    const apretó = "Pepita le apretó la mano a Abuelita, y Abuelita le apretó la suya. Pepita se puso los lentecitos oscuros.";
    expect(namedOnce(apretó, "es")).toBe(apretó);
    expect(namedOnce("Pepita stood up very tall: today she was Abuelita's right hand. Pepita ran.", "en")).toBe(
      "Pepita stood up very tall: today she was Abuelita's right hand. She ran.",
    );
  });

  it("splits a page into its sentences and gives it back whole", () => {
    const text = '—¡Eso, mija! —la aplaudió Abuelita. Pepita sonrió. "Much better," she said.';
    expect(sentencesOf(text).join("")).toBe(text);
    expect(sentencesOf("One. Two! Three?")).toEqual(["One. ", "Two! ", "Three?"]);
  });
});
