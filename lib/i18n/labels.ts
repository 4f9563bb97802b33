import type { CrayonId } from "@/lib/colouring/palette";
import type en from "@/messages/en.json";
import type { Locale } from "./locales";

// The interface texts client components show, handed down by the server page that renders
// them (lib/i18n/server-labels.ts), so no translation code or catalogue reaches the browser.
// Their shapes are the English catalogue's (messages/en.json). Placeholders ({page}, {count})
// are filled with fillMessage. Client-safe.

type Catalogue = typeof en;

export type PdfLabels = Catalogue["pdf"];

/** Every crayon has a name: the catalogue's list is checked against the palette's. */
export type ColouringLabels = Omit<Catalogue["colouring"], "names"> & { names: Record<CrayonId, string> };

/** The viewer's texts (the Listen button's idle, reading and paused labels among them). */
export type ViewerLabels = Catalogue["viewer"] & { locale: Locale; pdf: PdfLabels; colouring: ColouringLabels };

/** The offline page's texts (app/[locale]/offline). */
export type OfflineLabels = Catalogue["offline"];

export type HeaderLabels = Omit<Catalogue["header"], "originalStory">;

/** The not-found state's words, and those of the admin's view around it (loading, the unpublished banner). */
export type NotFoundLabels = {
  title: string;
  heading: string;
  text: string;
  goHome: string;
  loading: string;
  pleaseWait: string;
  unpublishedTitle: string;
  unpublishedText: string;
};

/** The story page's apology when it could not be rendered, with the Home it leads back to. */
export type StoryErrorLabels = Catalogue["storyError"] & { homeHref: string };
