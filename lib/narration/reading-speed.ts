// How fast Listen reads, chosen by the family and remembered on the device: the browser voice's
// rate and a recording's playback rate alike. Client-safe.

export const READING_SPEEDS = { slower: 0.75, normal: 1, faster: 1.25 } as const;

export type ReadingSpeed = keyof typeof READING_SPEEDS;

export const DEFAULT_READING_SPEED: ReadingSpeed = "normal";

const SPEED_KEY = "reading-speed";

const isSpeed = (value: unknown): value is ReadingSpeed => typeof value === "string" && Object.hasOwn(READING_SPEEDS, value);

export function storedReadingSpeed(): ReadingSpeed {
  try {
    const value = window.localStorage.getItem(SPEED_KEY);
    return isSpeed(value) ? value : DEFAULT_READING_SPEED;
  } catch {
    return DEFAULT_READING_SPEED;
  }
}

export function rememberReadingSpeed(speed: ReadingSpeed): void {
  try {
    window.localStorage.setItem(SPEED_KEY, speed);
  } catch {
    // Storage may be off (private browsing): the choice then lasts for this page only.
  }
}
