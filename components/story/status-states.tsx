import { IntentLink } from "@/components/intent-link";
import type { NotFoundLabels } from "@/lib/i18n/labels";

// The viewer's loading and not-found states, shared by server and client screens.

export function LoadingState({ text, detail }: { text: string; detail: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <span className="h-14 w-14 animate-spin rounded-full border-[6px] border-marigold-300 border-t-terracotta-500" aria-hidden="true" />
      <p className="font-[family-name:var(--font-display)] text-2xl font-bold text-terracotta-700">{text}</p>
      {detail && <p className="text-stone-600">{detail}</p>}
    </div>
  );
}

export function StoryNotFound({ labels, homeHref = "/" }: { labels: NotFoundLabels; homeHref?: string }) {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold text-terracotta-700">{labels.title}</h1>
      <div className="mt-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-terracotta-100">
        <h2 className="text-2xl font-bold text-ink">{labels.heading}</h2>
        <p className="mt-3 text-lg text-stone-600">{labels.text}</p>
        <IntentLink href={homeHref} className="mt-6 inline-block rounded-full bg-terracotta-500 px-6 py-3 font-bold text-white hover:bg-terracotta-600">
          {labels.goHome}
        </IntentLink>
      </div>
    </section>
  );
}

export function UnpublishedBanner({ labels }: { labels: NotFoundLabels }) {
  return (
    <div role="note" className="mx-auto mb-5 max-w-3xl rounded-2xl border-2 border-yellow-400 bg-yellow-100 px-5 py-4 text-yellow-900">
      <p className="font-bold">{labels.unpublishedTitle}</p>
      <p>{labels.unpublishedText}</p>
    </div>
  );
}
