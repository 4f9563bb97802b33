import type { Metadata } from "next";
import { LazyUnknownPathHome } from "@/components/story/lazy-unknown-path-home";

// Unknown paths show the Home screen with a 404 status, so crawlers do not index them.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <LazyUnknownPathHome />;
}
