import { Toaster } from "@/components/toaster";
import type { Locale } from "@/lib/i18n/locales";

// The <html> and <body> of every root layout (the public site, the Spanish site, the back
// office, and the global 404): they differ only in language and in the stylesheet each imports.
export function RootDocument({ lang, children }: { lang: Locale; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
