import { describe, expect, it } from "vitest";
import { imageVariants, parseSizedMaster, responsiveImage, variantWidths } from "@/lib/storage/image-variants";
import { isValidObjectKey, newObjectKey, objectKeyTime } from "@/lib/storage/keys";

const MASTER = "generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536.png";

describe("web copies named from a stored master's key", () => {
  it("writes the pixel size into a new key, which stays a valid, dated key", () => {
    const key = newObjectKey("manual", "jpg", { width: 1133, height: 1467 });
    expect(key).toMatch(/^manual\/[0-9a-z]{8,9}-[A-Za-z0-9_-]{20}-1133x1467\.jpg$/);
    expect(isValidObjectKey(key)).toBe(true);
    expect(objectKeyTime(key)).not.toBeNull();
    expect(parseSizedMaster(key)).toEqual({ stem: key.slice(0, -4), width: 1133, height: 1467 });
  });

  it("names a WebP copy per width beside the master, each a valid key", () => {
    expect(imageVariants(MASTER)).toEqual([
      { key: "generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w480.webp", width: 480 },
      { key: "generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w720.webp", width: 720 },
      { key: "generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w960.webp", width: 960 },
    ]);
    expect(imageVariants(MASTER).every((variant) => isValidObjectKey(variant.key))).toBe(true);
  });

  it("never makes a copy wider than the master, nor two of one width", () => {
    expect(variantWidths(2000)).toEqual([480, 720, 960]);
    expect(variantWidths(600)).toEqual([480, 600]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("finds no copies for keys stored without a size, or for a copy itself", () => {
    expect(imageVariants("generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_.png")).toEqual([]);
    expect(imageVariants("seed/AbCdEfGhIjKl.png")).toEqual([]);
    expect(imageVariants("uploads/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-10x10.upload")).toEqual([]);
    expect(imageVariants(imageVariants(MASTER)[0]!.key)).toEqual([]);
    // A random part shorter than newObjectKey's 20 characters cannot end in a size.
    expect(parseSizedMaster("generated/mhx3k2p1-AbCdEfGh-12x34.png")).toBeNull();
  });

  it("gives the viewer the copies' srcset and the master's size, or null to show the URL itself", () => {
    expect(responsiveImage(`/objects/${MASTER}`)).toEqual({
      src: "/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w960.webp",
      srcSet: [480, 720, 960].map((width) => `/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w${width}.webp ${width}w`).join(", "),
      width: 1024,
      height: 1536,
    });
    expect(responsiveImage("/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_.png")).toBeNull();
    expect(responsiveImage("/original-story/01-weekly-arrival.svg")).toBeNull();
    expect(responsiveImage(`https://elsewhere.example/objects/${MASTER}`)).toBeNull();
  });
});
