"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ColourButton } from "@/components/colouring/colour-button";
import { afterLoadWhenIdle } from "@/lib/client/after-load";
import { reportRead } from "@/lib/client/read-beacon";
import { revealScroll, swipeStep } from "@/lib/client/page-turn";
import type { ViewerLabels } from "@/lib/i18n/labels";
import { fillMessage } from "@/lib/i18n/locales";
import { pictureSize } from "@/lib/stories/model/picture-size";
import { pictureDescription, type ViewerStory } from "@/lib/stories/model/view";
import { OfflineReading } from "./offline-reading";
import { PagePicture, warmPageImage } from "./page-picture";
import { PdfButtons } from "./pdf-buttons";
import { ReadAlong, ReadAlongContext } from "./read-along";
import { ShareButton } from "./share-button";
import { useListen } from "./use-listen";
import { NoPictureIcon } from "@/components/ui/icons";

type Props = {
  story: ViewerStory;
  /** "original" or the story id: where the PDFs come from. */
  storyKey: string;
  labels: ViewerLabels;
};

function pageFromUrl(count: number): number {
  const raw = new URLSearchParams(window.location.search).get("page");
  if (raw === null) return 0;
  const number = Number(raw);
  return Number.isInteger(number) && number >= 1 && number <= count ? number - 1 : -1;
}

// Paging is client-side and instant; the URL carries ?page=N (read after hydration, since
// the server page is cached and never sees the query) so a page can be shared and reloaded.
export function StoryViewer({ story, storyKey, labels }: Props) {
  const count = story.pages.length;
  const [index, setIndex] = useState(0);

  const [synced, setSynced] = useState(false);
  // Counts the family's page turns, each of which brings its picture into view.
  const [turns, setTurns] = useState(0);
  const pictureRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const swipeRef = useRef<{ x: number; y: number } | null>(null);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    setIndex(pageFromUrl(count));
    setSynced(true);
  }, [count]);

  // Runs after the render that shows the URL's page: only then is the cached page 1 revealed.
  useEffect(() => {
    if (synced) document.documentElement.classList.remove("story-page-pending");
  }, [synced]);

  const goTo = useCallback((next: number) => {
    setIndex(next);
    setTurns((count) => count + 1);
    const url = new URL(window.location.href);
    if (next === 0) url.searchParams.delete("page");
    else url.searchParams.set("page", String(next + 1));
    window.history.replaceState(window.history.state, "", url);
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || index < 0) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [contenteditable]")) return;
      if (event.key === "ArrowRight") goTo(index + 1 < count ? index + 1 : 0);
      else if (event.key === "ArrowLeft" && index > 0) goTo(index - 1);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, count, goTo]);

  // On a phone the pager sits below the captions and buttons, so a turn made there would leave the
  // new picture above the screen. Scrolled before the paint, so that without motion the new page
  // and its place on screen show together.
  useLayoutEffect(() => {
    const picture = pictureRef.current;
    if (turns === 0 || !picture) return;
    const by = revealScroll(picture.getBoundingClientRect(), headingRef.current?.getBoundingClientRect() ?? null, window.innerHeight);
    if (by === 0) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: by, behavior: still ? "instant" : "smooth" });
  }, [turns]);

  // A pinch-zoomed page pans under one finger: while zoomed, sideways moves are the browser's again.
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setZoomed(viewport.scale > 1.01);
    viewport.addEventListener("resize", update);
    return () => viewport.removeEventListener("resize", update);
  }, []);

  // Warm the neighbours' images so the next click shows its picture at once, but only once the
  // page has loaded and is idle: on a slow phone they would share the network with the picture on
  // screen.
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        for (const neighbour of [story.pages[index + 1], story.pages[index - 1]]) {
          if (neighbour?.image) warmPageImage(neighbour.image);
        }
      }),
    [index, story.pages],
  );

  // One view per story shown, however many pages are turned.
  useEffect(() => reportRead(storyKey, "page_view"), [storyKey]);

  const page = story.pages[index];
  const listen = useListen(page, labels.locale, storyKey);
  if (!page) {
    return (
      <section data-story-page className="mx-auto max-w-xl rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-terracotta-100">
        <h2 className="font-[family-name:var(--font-display)] text-3xl font-bold text-terracotta-700">{labels.pageNotFound}</h2>
        <button type="button" onClick={() => goTo(0)} className="mt-6 rounded-full bg-terracotta-500 px-6 py-3 font-bold text-white hover:bg-terracotta-600">
          {labels.goToBeginning}
        </button>
      </section>
    );
  }

  const isLast = index === count - 1;
  const goNext = () => goTo(isLast ? 0 : index + 1);

  // The picture leaves sideways moves to the page (touch-action: pan-y pinch-zoom), or the browser
  // would take them for its own back gesture; up and down still scroll and two fingers still zoom,
  // and touch events still report where the finger lifted once the browser scrolls.
  function onSwipeEnd(event: React.TouchEvent) {
    const start = swipeRef.current;
    const end = event.changedTouches[0];
    swipeRef.current = null;
    if (!start || !end || event.touches.length > 0 || zoomed) return;
    const step = swipeStep(end.clientX - start.x, end.clientY - start.y);
    if (step === 1) goNext();
    else if (step === -1 && index > 0) goTo(index - 1);
  }
  // On the Spanish site the Spanish title and caption come first.
  const spanishFirst = labels.locale === "es";
  const titles = [page.title, page.titleSpanish].filter(Boolean);
  const picture = pictureSize(page.image);
  return (
    <ReadAlongContext value={{ listen, labels }}>
      {/* The story and its title are named on the page for the offline shelf, which lists what
          Home showed when it was kept. */}
      <article data-story-page data-story-key={storyKey} data-story-title={story.title} className="mx-auto max-w-3xl lg:max-w-5xl xl:max-w-6xl">
        <h1 className="text-center font-[family-name:var(--font-display)] text-3xl font-bold leading-tight text-terracotta-700 sm:text-4xl">
          {story.title}
          {story.spanishTitle && (
            <span lang="es" className="mt-1 block text-xl font-semibold text-sky-500 sm:text-2xl">
              {story.spanishTitle}
            </span>
          )}
        </h1>

        {/* On a laptop the picture sits beside its texts and its height follows the viewport, so
          the title, picture, captions and pager share the first screen. */}
        <div className="mt-5 flex flex-col rounded-[2rem] bg-white p-3 shadow-md ring-4 ring-marigold-300 [--picture-max-h:calc(100dvh_-_8rem)] sm:p-5 lg:mt-4 lg:grid lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:grid-rows-[1fr_auto_auto_auto_1fr] lg:gap-x-8 lg:[--picture-max-h:max(18rem,calc(100dvh_-_20rem))]">
          {titles.length > 0 && (
            <h2 ref={headingRef} className="mb-3 text-center font-[family-name:var(--font-display)] text-2xl font-bold text-ink lg:col-start-2 lg:row-start-2">
              {spanishFirst && page.titleSpanish ? (
                <>
                  <span lang="es">{page.titleSpanish}</span>
                  {page.title && (
                    <span lang="en" className="block text-lg font-semibold text-sky-500">
                      {page.title}
                    </span>
                  )}
                </>
              ) : (
                <>
                  {page.title}
                  {page.titleSpanish && (
                    <span lang="es" className="block text-lg font-semibold text-sky-500">
                      {page.titleSpanish}
                    </span>
                  )}
                </>
              )}
            </h2>
          )}
          <div
            ref={pictureRef}
            data-testid="page-picture"
            onTouchStart={(event) => {
              const touch = event.touches[0];
              // A second finger makes a pinch, never a swipe.
              swipeRef.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
            }}
            onTouchEnd={onSwipeEnd}
            onTouchCancel={() => {
              swipeRef.current = null;
            }}
            className={`relative mx-auto overflow-hidden rounded-2xl bg-paper lg:col-start-1 lg:row-span-5 lg:row-start-1 lg:self-center ${zoomed ? "" : "touch-pan-y touch-pinch-zoom"}`}
            style={{
              aspectRatio: `${picture.width} / ${picture.height}`,
              width: `min(100%, 34rem, calc(var(--picture-max-h) * ${(picture.width / picture.height).toFixed(4)}))`,
            }}
          >
            {page.image ? (
              <PagePicture
                key={page.image}
                url={page.image}
                alt={
                  pictureDescription(page, labels.locale) ??
                  fillMessage(labels.imageAlt, {
                    page: page.pageNumber,
                    text: (spanishFirst ? page.titleSpanish || page.spanishText : page.title) || page.text,
                  })
                }
              />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-3 border-4 border-dashed border-terracotta-100 text-center text-xl font-semibold text-stone-500">
                <NoPictureIcon className="h-14 w-14" />
                {labels.noImage}
              </div>
            )}
          </div>

          <div className="mx-auto mt-5 max-w-2xl space-y-3 px-2 text-center lg:col-start-2 lg:row-start-3 lg:mt-0 lg:space-y-2">
            <ReadAlong page={page} />
          </div>

          <div className="mt-6 lg:col-start-2 lg:row-start-4 lg:mt-3">
            <PdfButtons storyKey={storyKey} pageNumber={page.pageNumber} hasImage={Boolean(page.image)} labels={labels.pdf} locale={labels.locale}>
              <ShareButton storyKey={storyKey} title={spanishFirst ? story.spanishTitle || story.title : story.title} labels={labels} />
              <ColourButton key={page.image} story={story} pageIndex={index} storyKey={storyKey} labels={labels} />
            </PdfButtons>
          </div>
        </div>

        {/* On a phone the counter takes its own row, so the two buttons never push past the edge. */}
        <nav aria-label={labels.pagesNav} className="mt-6 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between lg:mt-4">
          <p className="col-span-2 whitespace-nowrap text-center text-base font-bold text-ink sm:order-2 sm:text-lg" aria-live="polite">
            {fillMessage(labels.pageOf, { page: index + 1, count })}
          </p>
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            className="justify-self-start whitespace-nowrap rounded-full bg-sky-500 px-4 py-3 text-base font-bold sm:order-1 sm:min-w-28 sm:px-5 sm:text-lg text-white shadow transition hover:brightness-110 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none"
          >
            {labels.previous}
          </button>
          <button
            type="button"
            onClick={goNext}
            className="justify-self-end whitespace-nowrap rounded-full bg-leaf-500 px-4 py-3 text-base font-bold sm:order-3 sm:min-w-28 sm:px-5 sm:text-lg text-white shadow transition hover:brightness-110"
          >
            {isLast ? labels.startAgain : labels.next}
          </button>
        </nav>

        <div className="mt-4 flex flex-wrap justify-center gap-2 lg:mt-3" aria-hidden="true">
          {story.pages.map((dot, dotIndex) => (
            <span
              key={dot.pageNumber}
              data-testid="progress-dot"
              className={`h-3 w-3 rounded-full transition ${dotIndex === index ? "scale-125 bg-terracotta-500" : dotIndex < index ? "bg-marigold-500" : "bg-terracotta-100"}`}
            />
          ))}
        </div>
        <div
          className="mx-auto mt-3 h-2.5 max-w-md overflow-hidden rounded-full bg-terracotta-100"
          role="progressbar"
          aria-label={labels.progress}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={index + 1}
        >
          <div className="h-full rounded-full bg-marigold-500 transition-all" style={{ width: `${((index + 1) / count) * 100}%` }} />
        </div>
        <OfflineReading story={story} storyKey={storyKey} locale={labels.locale} label={labels.savedOffline} />
      </article>
    </ReadAlongContext>
  );
}
