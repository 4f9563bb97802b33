import { describe, expect, it } from "vitest";
import { errorMessage, HttpError } from "@/lib/client/fetch-json";

describe("the words an error is shown in", () => {
  it("are the server's message when it gave one", () => {
    expect(errorMessage(new HttpError(400, JSON.stringify({ success: false, message: "Title is required" }), "Bad Request"), "fallback")).toBe(
      "Title is required",
    );
    expect(errorMessage(new HttpError(500, "<html>", "Internal Server Error"), "No se pudo crear el PDF.")).toBe("No se pudo crear el PDF.");
  });

  it("are the caller's, in the page's language, when the network failed (never the browser's 'Failed to fetch')", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "No se pudo crear el PDF.")).toBe("No se pudo crear el PDF.");
  });
});
