// The web copies of a stored page image, found from its key alone: no column records them.
// A master stored by storeImage carries its pixel size in its name (`<name>-<w>x<h>.png`) and
// its WebP copies sit beside it (`<name>-<w>x<h>-w480.webp`), so the viewer can size and pick
// them from the URL the story already holds. A key without the size (stored before the copies
// existed, or the seed's older keys) has no copies: it is shown as it is.
// Client-safe: the viewer uses it to build srcset.

/** Widths of the WebP copies: a phone at 1x, a phone at about 2x, a desktop viewer. */
export const VARIANT_WIDTHS = [480, 720, 960] as const;

export const VARIANT_CONTENT_TYPE = "image/webp";

const OBJECTS_PATH = "/objects/";

// The random part of newObjectKey is exactly 20 characters, so a size suffix cannot be
// mistaken for part of it.
const SIZED_MASTER = /^([a-z0-9-]+\/[0-9a-z]{8,9}-[A-Za-z0-9_-]{20}-([1-9]\d{0,4})x([1-9]\d{0,4}))\.(png|jpg|webp)$/;

/** What a master's name says of it: the stem its copies share and its pixel size. */
export type SizedMaster = { stem: string; width: number; height: number };

/** The suffix that records a master's pixel size in its name. */
export function sizeSuffix(width: number, height: number): string {
  return `-${width}x${height}`;
}

export function parseSizedMaster(key: string): SizedMaster | null {
  const match = SIZED_MASTER.exec(key);
  return match ? { stem: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
}

/** The copies' widths for a master this wide: never wider than the master, each made once. */
export function variantWidths(masterWidth: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((width) => Math.min(width, masterWidth)))];
}

export type Variant = { key: string; width: number };

/** The WebP copies stored beside a master; none for a key without its size. */
export function imageVariants(masterKey: string): Variant[] {
  const master = parseSizedMaster(masterKey);
  if (!master) return [];
  return variantWidths(master.width).map((width) => ({ key: `${master.stem}-w${width}.webp`, width }));
}

/** What an <img> needs to show a stored image through its copies. */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number };

/** The copies of an image URL for the viewer, or null when it has none (show the URL itself). */
export function responsiveImage(url: string): ResponsiveImage | null {
  if (!url.startsWith(OBJECTS_PATH)) return null;
  const key = url.slice(OBJECTS_PATH.length);
  const master = parseSizedMaster(key);
  const variants = imageVariants(key);
  const largest = variants.at(-1);
  if (!master || !largest) return null;
  return {
    src: OBJECTS_PATH + largest.key,
    srcSet: variants.map((variant) => `${OBJECTS_PATH}${variant.key} ${variant.width}w`).join(", "),
    width: master.width,
    height: master.height,
  };
}

/** The smallest copy of an image URL (a card's cover), or the URL itself when it has none. */
export function smallestCopy(url: string): string {
  if (!url.startsWith(OBJECTS_PATH)) return url;
  const smallest = imageVariants(url.slice(OBJECTS_PATH.length))[0];
  return smallest ? OBJECTS_PATH + smallest.key : url;
}
