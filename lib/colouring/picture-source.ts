// Which page pictures can be coloured: only those this site serves itself (stored objects,
// attached assets, the built-in story's files), so the canvas is never tainted by another
// origin and its pixels can be read, saved and printed. Client-safe and tiny: the viewer
// decides with it whether to show the button.

export function colourablePicture(url: string | null): url is string {
  return url !== null && url.startsWith("/") && !url.startsWith("//");
}
