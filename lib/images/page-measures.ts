// Measures of a two-tone page (a 1-channel raster, 0 = ink, 255 = paper), shared by the tests
// that hold the offline illustrator to its rules and by the bench that reports them.

/** Share of ink pixels whose horizontal or vertical run of ink is at least `min` long. */
export function thickInkShare(pixels: Uint8Array, width: number, height: number, min: number): number {
  const horizontal = new Uint16Array(pixels.length);
  const vertical = new Uint16Array(pixels.length);
  for (let y = 0; y < height; y++) {
    let start = 0;
    for (let x = 0; x <= width; x++) {
      if (x === width || pixels[y * width + x] !== 0) {
        for (let k = start; k < x; k++) horizontal[y * width + k] = x - start;
        start = x + 1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = 0;
    for (let y = 0; y <= height; y++) {
      if (y === height || pixels[y * width + x] !== 0) {
        for (let k = start; k < y; k++) vertical[k * width + x] = y - start;
        start = y + 1;
      }
    }
  }
  let ink = 0;
  let thick = 0;
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] !== 0) continue;
    ink++;
    if (Math.max(horizontal[i]!, vertical[i]!) >= min) thick++;
  }
  return ink === 0 ? 1 : thick / ink;
}

const CELL = 4;

/**
 * How much ink two pages share: the intersection over union of their ink masks on a grid of
 * 4x4-pixel cells (a cell is ink when any of its pixels is), so the same drawing a few pixels
 * off still counts as shared.
 */
export function sharedInk(a: Uint8Array, b: Uint8Array, width: number): number {
  const columns = Math.ceil(width / CELL);
  const cells = (pixels: Uint8Array) => {
    const out = new Uint8Array(columns * Math.ceil(pixels.length / width / CELL));
    for (let i = 0; i < pixels.length; i++) if (pixels[i] === 0) out[Math.floor(i / width / CELL) * columns + Math.floor((i % width) / CELL)] = 1;
    return out;
  };
  const ca = cells(a);
  const cb = cells(b);
  let both = 0;
  let either = 0;
  for (let i = 0; i < ca.length; i++) {
    if (ca[i] && cb[i]) both++;
    if (ca[i] || cb[i]) either++;
  }
  return either === 0 ? 0 : both / either;
}
