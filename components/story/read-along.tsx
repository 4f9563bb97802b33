"use client";

import { createContext, memo, use, useEffect, useId, useRef, type MouseEvent } from "react";
import type { Language } from "@/lib/db/enums";
import type { ViewerLabels } from "@/lib/i18n/labels";
import { READING_SPEEDS, type ReadingSpeed } from "@/lib/narration/reading-speed";
import { captionPieces } from "@/lib/narration/words";
import type { ViewerPage } from "@/lib/stories/model/view";
import { DescribeButton, ListenButton } from "./listen-button";
import type { Listen } from "./use-listen";

// A page's two captions with Listen: each word in a span of its own, rendered on the server so
// nothing moves when the reading starts, and the word being heard highlighted. The story page
// and the colouring screen show the same reading, so the viewer holds it and shares it here.

type ReadAlongLabels = Pick<
  ViewerLabels,
  | "locale"
  | "listen"
  | "listenPause"
  | "listenResume"
  | "listenNoEnglishVoice"
  | "listenNoSpanishVoice"
  | "listenNoVoices"
  | "describePicture"
  | "describeStop"
  | "speed"
  | "readingSpeed"
  | "speedSlower"
  | "speedNormal"
  | "speedFaster"
>;

export const ReadAlongContext = createContext<{ listen: Listen; labels: ReadAlongLabels } | null>(null);

const SPEED_LABEL_KEYS = { slower: "speedSlower", normal: "speedNormal", faster: "speedFaster" } as const satisfies Record<ReadingSpeed, keyof ReadAlongLabels>;

// Ink on marigold-300 (13.4:1), widened by a shadow so the box grows without moving a letter; in forced
// colours, the system's own highlight.
const CURRENT_WORD = "bg-marigold-300 text-ink shadow-[0_0_0_3px_var(--color-marigold-300)] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]";

/**
 * Brings the word being heard on screen when it is not (on a phone the Spanish caption is
 * often below the fold), unless a modal screen covers the caption it is in: the colouring
 * screen shows its own copy, and the page behind must not move.
 */
function keepInView(word: Element): void {
  const modal = document.querySelector("dialog[open]:modal");
  if (modal && !modal.contains(word)) return;
  const box = word.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  word.scrollIntoView({ block: "center", behavior: still ? "instant" : "smooth" });
}

type CaptionProps = {
  text: string;
  language: Language;
  /** The index of the word being heard; null while this caption is not being read. */
  word: number | null;
  reading: boolean;
  className: string;
  onWord: (text: string, language: Language) => void;
};

/**
 * One caption, a span per word. The text is read by screen readers once, as the paragraph it
 * is; the word being heard carries aria-current, which is no live region, so nothing more is
 * announced as the highlight moves.
 */
export const ReadAlongCaption = memo(function ReadAlongCaption({ text, language, word, reading, className, onWord }: CaptionProps) {
  const captionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const current = word === null ? null : captionRef.current?.querySelector(`[data-word="${word}"]`);
    if (current) keepInView(current);
  }, [word]);
  // A tap on a word says it alone; the keyboard's way to hear the caption is Listen.
  function onClick(event: MouseEvent<HTMLParagraphElement>) {
    const tapped = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-word]") : null;
    if (tapped?.textContent) onWord(tapped.textContent, language);
  }
  return (
    <p ref={captionRef} lang={language} data-caption={language} {...(reading ? { "data-reading": "" } : {})} className={className} onClick={onClick}>
      {captionPieces(text).map((piece) =>
        typeof piece === "string" ? (
          piece
        ) : (
          <span
            key={piece.index}
            data-word={piece.index}
            {...(piece.index === word ? { "aria-current": true } : {})}
            className={`cursor-pointer rounded-md box-decoration-clone ${piece.index === word ? CURRENT_WORD : ""}`}
          >
            {piece.word.text}
          </span>
        ),
      )}
    </p>
  );
});

function SpeedChoice({ speed, onChange, labels }: { speed: ReadingSpeed; onChange: (speed: ReadingSpeed) => void; labels: ReadAlongLabels }) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-0.5 rounded-full bg-sky-500/10 p-1 text-sm font-bold">
      <legend className="sr-only">{labels.readingSpeed}</legend>
      {/* On a phone the word steps aside so the Spanish speeds fit the screen, and on a laptop so Listen,
          'Describe the picture' and the speeds share one row (the options say what they choose; the
          legend names the group for screen readers). */}
      <span aria-hidden="true" className="hidden pl-2 pr-1 text-stone-600 sm:inline lg:hidden">
        {labels.speed}
      </span>
      {(Object.keys(READING_SPEEDS) as ReadingSpeed[]).map((option) => (
        <label
          key={option}
          className="cursor-pointer whitespace-nowrap rounded-full px-2.5 py-1 text-sky-700 has-[:checked]:bg-sky-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-500"
        >
          <input type="radio" name={name} value={option} checked={speed === option} onChange={() => onChange(option)} className="sr-only" />
          {labels[SPEED_LABEL_KEYS[option]]}
        </label>
      ))}
    </fieldset>
  );
}

type Props = {
  page: Pick<ViewerPage, "text" | "spanishText">;
  /** The colouring screen's smaller captions, beside its tools. */
  compact?: boolean;
};

/** Listen, 'Describe the picture' where the page has a description, the reading speed and the page's captions, the one being read first on the Spanish site. */
export function ReadAlong({ page, compact = false }: Props) {
  const shared = use(ReadAlongContext);
  if (!shared) throw new Error("ReadAlong is rendered outside the story viewer");
  const { listen, labels } = shared;
  const size = compact ? "text-base leading-snug" : "text-xl leading-relaxed sm:text-2xl lg:text-xl";
  const spanishSize = compact ? "text-sm leading-snug" : "text-lg leading-relaxed sm:text-xl lg:text-lg";
  const frame = (reading: boolean) => `rounded-xl px-2 transition-colors ${reading ? "bg-marigold-100 ring-2 ring-marigold-500" : ""}`;
  const captions = [
    <ReadAlongCaption
      key="en"
      text={page.text}
      language="en"
      reading={listen.reading === "en"}
      word={listen.reading === "en" ? listen.word : null}
      onWord={listen.sayWord}
      className={`${size} text-ink ${frame(listen.reading === "en")}`}
    />,
    page.spanishText ? (
      <ReadAlongCaption
        key="es"
        text={page.spanishText}
        language="es"
        reading={listen.reading === "es"}
        word={listen.reading === "es" ? listen.word : null}
        onWord={listen.sayWord}
        className={`${spanishSize} italic ${listen.reading === "es" ? "text-sky-700" : "text-sky-500"} ${frame(listen.reading === "es")}`}
      />
    ) : null,
  ];
  return (
    <>
      {listen.supported && (
        <div className={`flex flex-wrap items-start justify-center gap-y-2 ${compact ? "gap-x-2" : "gap-x-3"}`}>
          <ListenButton state={listen.state} onPress={() => void listen.press()} missing={listen.missing} labels={labels} quietRole={compact} small={compact} />
          {listen.describable && <DescribeButton describing={listen.describing} onPress={() => void listen.describe()} labels={labels} small={compact} />}
          <SpeedChoice speed={listen.speed} onChange={listen.setSpeed} labels={labels} />
        </div>
      )}
      {labels.locale === "es" ? captions.reverse() : captions}
    </>
  );
}
