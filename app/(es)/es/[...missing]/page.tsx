import { notFound } from "next/navigation";

// Any other path under /es: the Spanish 404 (app/(es)/es/not-found.tsx) inside the Spanish layout.
export default function SpanishUnknownPath(): never {
  notFound();
}
