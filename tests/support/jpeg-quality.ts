// The quality a JPEG was saved at, read back from its luminance quantisation table: libjpeg (and
// so sharp) scales the standard table by the quality, so each quality has a table of its own.

const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103,
  77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
// The file stores the table in zigzag order; entry k belongs at NATURAL_INDEX[k].
const NATURAL_INDEX = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22,
  15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

function scaledTable(quality: number): number[] {
  const scale = quality < 50 ? 5000 / quality : 200 - 2 * quality;
  return STANDARD_LUMINANCE.map((value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

/** The libjpeg quality (1-100) of an 8-bit JPEG, or null when its table is not a scaled standard one. */
export function jpegQuality(jpeg: Uint8Array): number | null {
  for (let at = 2; at + 4 < jpeg.length;) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1]!;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    // DQT: precision and table id in one byte, then 64 entries.
    if (marker === 0xdb && (jpeg[at + 4]! & 0x0f) === 0 && jpeg[at + 4]! >> 4 === 0) {
      const table = new Array<number>(64);
      for (let k = 0; k < 64; k++) table[NATURAL_INDEX[k]!] = jpeg[at + 5 + k]!;
      for (let quality = 1; quality <= 100; quality++) if (scaledTable(quality).every((value, index) => value === table[index])) return quality;
      return null;
    }
    at += 2 + length;
  }
  return null;
}
