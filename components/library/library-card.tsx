import { IntentLink } from "@/components/intent-link";
import type { LibraryCard } from "@/lib/stories/server/library";

/**
 * How soon a card's cover loads: the phone's first row ("first") is the page's largest picture
 * and is fetched ahead of the scripts; the rest of a laptop's first row loads at once; the
 * others when they are scrolled near.
 */
export type CoverLoading = "first" | "eager" | "lazy";

/** The grid shows two cards a row on a phone and four on a laptop. */
export function coverLoading(index: number): CoverLoading {
  if (index < 2) return "first";
  return index < 4 ? "eager" : "lazy";
}

type Props = { card: LibraryCard; href: string; seasonLabel: string; coverAlt: string; cover: CoverLoading };

/** One story in the library: its cover, title (and Spanish title when it has one) and season. */
export function LibraryCardView({ card, href, seasonLabel, coverAlt, cover }: Props) {
  return (
    <IntentLink
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-terracotta-100 transition hover:shadow-md hover:ring-marigold-300"
    >
      <div className="aspect-[3/4] w-full bg-paper">
        {card.cover ? (
          // A plain <img>: the cover is the page's smallest stored copy, made once at upload.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={card.cover}
            alt={coverAlt}
            width={480}
            height={640}
            loading={cover === "lazy" ? "lazy" : "eager"}
            fetchPriority={cover === "first" ? "high" : undefined}
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : (
          <div aria-hidden="true" className="flex h-full items-center justify-center text-5xl">
            🖍️
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="font-[family-name:var(--font-display)] text-lg font-bold leading-tight text-terracotta-700 group-hover:underline">{card.title}</h2>
        {card.spanishTitle && (
          <p lang="es" className="text-sm font-semibold text-sky-500">
            {card.spanishTitle}
          </p>
        )}
        <p className="mt-auto pt-1 text-sm font-semibold text-stone-600">{seasonLabel}</p>
      </div>
    </IntentLink>
  );
}
