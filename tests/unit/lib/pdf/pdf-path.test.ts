import { describe, expect, it } from "vitest";
import { pdfQuery } from "@/lib/pdf/print-choices";

describe("PDF addresses", () => {
  it("carry lang=es from Spanish pages only, and leave the defaults out", () => {
    expect(pdfQuery({ page: 2, lang: "en" })).toBe("?page=2");
    expect(pdfQuery({ lang: "en", paper: "letter" })).toBe("");
    expect(pdfQuery({ page: 2, lang: "es" })).toBe("?page=2&lang=es");
    expect(pdfQuery({ lang: "es", paper: "a4", booklet: true })).toBe("?paper=a4&layout=booklet&lang=es");
  });
});
