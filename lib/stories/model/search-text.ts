// The one search rule of the site, shared by the public library and the back office's Story
// Assets: titles and what is typed compare without case, accents or tildes ("Día" and "dia",
// "Piñata" and "pinata" match). Client-safe. The database folds titles the same way for the
// library (lib/stories/server/library.ts), and a test holds the two together.

/** Text as the search compares it: lower case, accents and tildes taken off. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
