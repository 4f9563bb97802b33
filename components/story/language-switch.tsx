"use client";

type Props = { href: string; label: string; language: string; lang: string };

// A plain link to the same page in the other language (it works before hydration). Once
// clicked it takes the address bar's query in place of its own: a story's ?page=N is never in
// the cached link, and a library link already holding the query must not get it twice.
export function LanguageSwitch({ href, label, language, lang }: Props) {
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-label={`${language}: ${label}`}
      onClick={(event) => {
        const target = new URL(href, window.location.href);
        target.search = window.location.search;
        event.currentTarget.href = target.href;
      }}
      className="whitespace-nowrap rounded-full bg-sky-500 px-2.5 py-2 text-sm font-bold sm:px-3 text-white shadow-sm hover:brightness-110"
    >
      {label}
    </a>
  );
}
