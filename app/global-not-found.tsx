import type { Metadata } from "next";
import { NotFoundHome } from "@/components/story/not-found-home";
import { RootDocument } from "@/components/root-document";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import "./public.css";

// Unknown paths outside /es answer 404 with the English Home screen, so crawlers do not index
// them. It renders outside every layout (the site has three root layouts), so it is a whole
// document of its own.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata("en")), robots: { index: false } };
}

export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument lang="en">
      <NotFoundHome locale="en" />
    </RootDocument>
  );
}
