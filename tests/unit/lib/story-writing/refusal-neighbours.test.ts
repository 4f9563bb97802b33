import { describe, expect, it } from "vitest";
import { nearestThemes, themeFor } from "@/lib/story-writing/scene/activities";

const nearest = (request: string) => nearestThemes(request).map(({ id }) => id);

describe("the arcs a refusal names are days like the request", () => {
  // Paper airplanes matched no kind of day at all ("avión" was a trip on a plane), so the folded
  // paper boats were left out of their neighbours.
  it.each(["Making paper airplanes", "Hacer aviones de papel", "hacer avioncitos de papel"])("names the paper boats for %j", (request) => {
    expect(themeFor(request)).toBeUndefined();
    expect(nearest(request)).toContain("paper-boats");
  });

  // A Christmas tree is a day of Christmas, not of nature: the lemon tree to plant and the garden were offered for it.
  it.each(["Decorating the Christmas tree", "decorar el árbol de Navidad", "Adornar el arbolito de Navidad"])(
    "names Christmas days, not the garden, for %j",
    (request) => {
      expect(themeFor(request)).toBeUndefined();
      const ids = nearest(request);
      expect(ids).toContain("christmas-cookies");
      expect(ids).not.toContain("tree-planting");
      expect(ids).not.toContain("garden");
    },
  );

  it("still offers the trees and the park for a tree planted in the park", () => {
    expect(nearest("Planting a tree in the park")).toContain("tree-planting");
  });
});
