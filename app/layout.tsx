import type { Metadata, Viewport } from "next";
import { Toaster } from "@/components/toaster";
import { env } from "@/lib/env";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().publicUrl),
    title: { default: "Abuelita & Pepita's Coloring Stories", template: "%s | Abuelita & Pepita's Coloring Stories" },
    description:
      "Free bilingual (English and Spanish) coloring stories about Abuelita and Pepita. Read each page together and print it as a coloring sheet.",
    applicationName: "Abuelita & Pepita's Coloring Stories",
  };
}

export const viewport: Viewport = { themeColor: "#b9532d" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
