import { describe, expect, it } from "vitest";
import { PointersDown } from "@/lib/colouring/pointers";

const A = { x: 10, y: 20 };
const B = { x: 30, y: 40 };

describe("the pointers down on the picture", () => {
  it("counts a second finger while the first is down, and forgets each on its first end", () => {
    const pointers = new PointersDown();
    expect(pointers.press(1, A, true)).toBe(false);
    expect(pointers.press(2, B, false)).toBe(false);
    expect(pointers.entries()).toEqual([
      [1, A],
      [2, B],
    ]);
    // A pointerup, then the lostpointercapture that follows it: the second end finds nothing.
    expect(pointers.release(1)).toBe(true);
    expect(pointers.release(1)).toBe(false);
    expect(pointers.size).toBe(1);
    expect(pointers.release(2)).toBe(true);
    expect(pointers.size).toBe(0);
  });

  it("follows a pointer down and ignores moves of pointers that are not", () => {
    const pointers = new PointersDown();
    pointers.press(5, A, true);
    expect(pointers.move(5, B)).toBe(true);
    expect(pointers.at(5)).toEqual(B);
    expect(pointers.move(6, A)).toBe(false);
    expect(pointers.at(6)).toBeUndefined();
  });

  it("forgets a pointer whose end never came when the next press is primary, so a tap stays a tap", () => {
    const pointers = new PointersDown();
    pointers.press(7, A, true);
    // Pointer 7's up went elsewhere. The next finger down is primary: nothing else can be down.
    expect(pointers.press(8, B, true)).toBe(true);
    expect(pointers.entries()).toEqual([[8, B]]);
    expect(pointers.release(7)).toBe(false);
  });

  it("keeps the first finger when a second, not primary, comes down", () => {
    const pointers = new PointersDown();
    pointers.press(1, A, true);
    expect(pointers.press(2, B, false)).toBe(false);
    expect(pointers.size).toBe(2);
  });
});
