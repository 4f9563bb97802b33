import type { Metadata } from "next";
import { NotFoundHome } from "@/components/story/not-found-home";

// A notFound() inside the English site shows the Home screen with a 404 status, not indexed.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <NotFoundHome locale="en" />;
}
