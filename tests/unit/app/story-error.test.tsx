// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import StoryError from "@/app/[locale]/story/[id]/error";
import { StoryErrorWords } from "@/components/story/story-error-words";
import { DATABASE_OUTAGE_DIGEST, DATABASE_UNAVAILABLE } from "@/lib/core/errors";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

afterEach(cleanup);

function renderError(words: typeof english.storyError, homeHref: string, digest?: string) {
  render(
    <StoryErrorWords words={{ ...words, homeHref }}>
      <StoryError error={Object.assign(new Error("render failed"), { digest })} />
    </StoryErrorWords>,
  );
}

describe("the story page's error screen", () => {
  it("apologises in the page's language and leads back to its Home", () => {
    renderError(english.storyError, "/");
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText("This story could not be shown. Please try again in a moment.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Story" }).getAttribute("href")).toBe("/");
    cleanup();
    renderError(spanish.storyError, "/es");
    expect(screen.getByText("Algo salió mal")).toBeTruthy();
    expect(screen.getByText("No pudimos mostrar este cuento. Inténtalo de nuevo en un momento.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al cuento" }).getAttribute("href")).toBe("/es");
  });

  it("says the site will be right back during a database outage", () => {
    renderError(spanish.storyError, "/es", DATABASE_OUTAGE_DIGEST);
    expect(screen.getByText(DATABASE_UNAVAILABLE)).toBeTruthy();
  });
});
