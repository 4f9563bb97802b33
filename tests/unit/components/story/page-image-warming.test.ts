// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_IMAGE_SIZES, warmPageImage } from "@/components/story/page-picture";

const GENERATED = "/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536.png";
const SCENE = "/original-story/02-hot-chocolate.svg";

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

function imagesMade() {
  const made: HTMLImageElement[] = [];
  const RealImage = window.Image;
  vi.stubGlobal(
    "Image",
    vi.fn(() => {
      const image = new RealImage();
      made.push(image);
      return image;
    }),
  );
  return made;
}

describe("warming the next page's picture", () => {
  it("lets the browser pick a sized copy through an Image", () => {
    const made = imagesMade();
    warmPageImage(GENERATED);
    expect(made).toHaveLength(1);
    expect(made[0]!.srcset).toContain("-w480.webp 480w");
    expect(made[0]!.sizes).toBe(PAGE_IMAGE_SIZES);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });

  it("only fetches an SVG scene into the cache, so it is not parsed before it is shown", () => {
    const made = imagesMade();
    warmPageImage(SCENE);
    warmPageImage(SCENE);
    expect(made).toHaveLength(0);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(SCENE);
    expect(links[0]!.getAttribute("as")).toBe("image");
  });
});
