import { describe, expect, it } from "vitest";
import { pdfPath } from "@/components/story/pdf-buttons";

describe("the PDF buttons' addresses", () => {
  it("add lang=es from a Spanish page only", () => {
    expect(pdfPath("4", "en", 2)).toBe("/api/pdf/4?page=2");
    expect(pdfPath("original", "en")).toBe("/api/pdf/original");
    expect(pdfPath("4", "es", 2)).toBe("/api/pdf/4?page=2&lang=es");
    expect(pdfPath("4", "es")).toBe("/api/pdf/4?lang=es");
  });
});
