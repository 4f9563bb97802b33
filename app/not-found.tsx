import type { Metadata } from "next";
import { UnknownPathHome } from "@/components/story/unknown-path-home";

// Unknown paths show the Home screen with a 404 status, so crawlers do not index them.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <UnknownPathHome />;
}
