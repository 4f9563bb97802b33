import type { Locale } from "@/lib/i18n/locales";

// The <html> and <body> of every root layout (the public site, the Spanish site, the back
// office, and the global 404): they differ in language, in the stylesheet each imports and in
// their toaster (the public pages load theirs lazily: components/lazy-toaster.tsx).
export function RootDocument({ lang, toaster, children }: { lang: Locale; toaster: React.ReactNode; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="antialiased">
        {children}
        {toaster}
      </body>
    </html>
  );
}
