"use client";

type Props = { href: string; label: string; language: string; lang: string };

// A plain link to the same page in the other language (it works before hydration); once
// clicked it also carries the query, so ?page=N of a story or a library view is kept.
export function LanguageSwitch({ href, label, language, lang }: Props) {
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-label={`${language}: ${label}`}
      onClick={(event) => {
        if (window.location.search) event.currentTarget.href = `${href}${window.location.search}`;
      }}
      className="whitespace-nowrap rounded-full bg-sky-500 px-2.5 py-2 text-sm font-bold sm:px-3 text-white shadow-sm hover:brightness-110"
    >
      {label}
    </a>
  );
}
