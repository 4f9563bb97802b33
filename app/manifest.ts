import type { MetadataRoute } from "next";

// Lets families add the site to a phone's home screen with its own name, icon and colours.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Abuelita & Pepita's Coloring Stories",
    short_name: "Coloring Stories",
    description: "Free bilingual (English and Spanish) coloring stories about Abuelita and Pepita.",
    start_url: "/",
    display: "standalone",
    background_color: "#fffaf0",
    theme_color: "#b9532d",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
