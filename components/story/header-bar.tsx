import Link from "next/link";
import { StoriesMenu, type MenuItem } from "./stories-menu";

/** The viewer screens' header: the site title home and the Stories dropdown. */
export function HeaderBar({ items }: { items: MenuItem[] }) {
  return (
    <header className="border-b-4 border-marigold-300 bg-terracotta-50">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-3 py-3 sm:px-4">
        <Link href="/" className="flex items-center gap-2 font-[family-name:var(--font-display)] whitespace-nowrap text-lg font-bold text-terracotta-600 sm:text-3xl">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 shrink-0 sm:h-8 sm:w-8">
            <path d="M6 26 20 6l6 4-14 20H6z" fill="#ffd25e" stroke="#963f22" strokeWidth="2" strokeLinejoin="round" />
            <path d="M20 6l6 4" stroke="#963f22" strokeWidth="2" />
          </svg>
          Free Coloring Pages
        </Link>
        <StoriesMenu items={items} />
      </div>
    </header>
  );
}

export function menuItemsFor(originalTitle: string, stories: { id: number; title: string | null; activityType: string }[]): MenuItem[] {
  return [{ href: "/", label: originalTitle }, ...stories.map((story) => ({ href: `/story/${story.id}`, label: story.title?.trim() || story.activityType }))];
}
