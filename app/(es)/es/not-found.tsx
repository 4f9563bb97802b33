import type { Metadata } from "next";
import { NotFoundHome } from "@/components/story/not-found-home";

// Unknown paths under /es show the Spanish Home screen with a 404 status, not indexed.
export const metadata: Metadata = { robots: { index: false } };

export default function SpanishNotFound() {
  return <NotFoundHome locale="es" />;
}
