import type { Metadata } from "next";
import { RootDocument } from "@/components/root-document";
import { Toaster } from "@/components/toaster";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import "../back-office.css";

// Sign-in, account screens and the admin panel: English only, with the back office's stylesheet.
export function generateMetadata(): Promise<Metadata> {
  return siteMetadata("en");
}

export const viewport = siteViewport;

export default function BackOfficeLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument lang="en" toaster={<Toaster />}>
      {children}
    </RootDocument>
  );
}
