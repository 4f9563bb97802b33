import type { Metadata } from "next";
import { LazyToaster } from "@/components/lazy-toaster";
import { RootDocument } from "@/components/root-document";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import "../public.css";

// The English public site. The Spanish site (app/(es)) and the back office have root layouts
// of their own: each page carries its own language and only the stylesheet it uses.
export function generateMetadata(): Promise<Metadata> {
  return siteMetadata("en");
}

export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument lang="en" toaster={<LazyToaster />}>
      {children}
    </RootDocument>
  );
}
