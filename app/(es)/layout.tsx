import type { Metadata } from "next";
import { LazyToaster } from "@/components/lazy-toaster";
import { RootDocument } from "@/components/root-document";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import "../public.css";

// The Spanish public site under /es: the same pages as the English one, in Spanish.
export function generateMetadata(): Promise<Metadata> {
  return siteMetadata("es");
}

export const viewport = siteViewport;

export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument lang="es" toaster={<LazyToaster />}>
      {children}
    </RootDocument>
  );
}
