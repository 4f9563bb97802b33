"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { nearestOpen, packColour, regionSpans } from "@/lib/colouring/flood-fill";
import { clearLayer, FillHistory, fillRegion, type Step } from "@/lib/colouring/history";
import { CRAYONS, type CrayonId } from "@/lib/colouring/palette";
import { saveFile } from "@/lib/client/save-file";
import { coloured, layerPng, loadPicture, readLayer, repaint, type Picture } from "@/lib/colouring/picture";
import { loadWork, saveWork, type WorkKey } from "@/lib/colouring/saved-work";
import type { ColouringLabels } from "@/lib/i18n/labels";
import { fillMessage, type Locale } from "@/lib/i18n/locales";
import type { ViewerStory } from "@/lib/stories/model/view";
import { storedPaper } from "@/components/story/pdf-buttons";
import { ReadAlong } from "@/components/story/read-along";
import { ButtonIcon, EraserIcon } from "@/components/ui/icons";

export type ColouringModeProps = {
  story: ViewerStory;
  pageIndex: number;
  storyKey: string;
  labels: ColouringLabels;
  locale: Locale;
  onClose: () => void;
};

type Tool = CrayonId | "eraser";
type Work = { picture: Picture; layer: Uint32Array; history: FillHistory; pixels: ImageData };
type Point = { x: number; y: number };

// A tap that moves further than this (CSS px) is a swipe, not a fill.
const TAP_SLOP = 12;
// Arrow keys move the cursor by this share of the picture; with Shift, by five times as much.
const KEY_STEP = 1 / 48;

function fileName(pageNumber: number, extension: string): string {
  return `Abuelita_Pepita_Page_${pageNumber}_Coloured.${extension}`;
}

const spansOf = (step: Step) => (step.kind === "fill" ? step.spans : undefined);

/** The largest box of the picture's shape that fits the space it has. */
function fitted(space: { width: number; height: number }, picture: Picture) {
  const scale = Math.min(space.width / picture.width, space.height / picture.height);
  return { width: Math.floor(picture.width * scale), height: Math.floor(picture.height * scale) };
}

export function ColouringMode({ story, pageIndex, storyKey, labels, locale, onClose }: ColouringModeProps) {
  const page = story.pages[pageIndex]!;
  const url = page.image!;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const spaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pressRef = useRef<{ id: number; x: number; y: number } | null>(null);
  const savingRef = useRef<Promise<void>>(Promise.resolve());
  const queuedRef = useRef(false);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  // Mutated in place by fills, undo and redo; `revision` re-renders after each change.
  const [work, setWork] = useState<Work | null>(null);
  const [tool, setTool] = useState<Tool>("red");
  const [cursor, setCursor] = useState<Point>({ x: 0, y: 0 });
  const [cursorShown, setCursorShown] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [message, setMessage] = useState("");
  const [printing, setPrinting] = useState(false);
  const [, setRevision] = useState(0);
  const workKey: WorkKey = { storyKey, pageNumber: page.pageNumber, picture: url };
  const { pageNumber } = page;

  // A modal <dialog>: the page behind is inert, Escape closes it, and focus returns to the button.
  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const picture = await loadPicture(url);
        const saved = await loadWork({ storyKey, pageNumber, picture: url }).catch(() => null);
        const layer = (saved && (await readLayer(picture, saved))) || new Uint32Array(picture.width * picture.height);
        if (cancelled) return;
        setWork({ picture, layer, history: new FillHistory(layer, picture.width), pixels: new ImageData(picture.width, picture.height) });
        setCursor({ x: Math.floor(picture.width / 2), y: Math.floor(picture.height / 2) });
        setStatus("ready");
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url, storyKey, pageNumber]);

  useLayoutEffect(() => {
    const space = spaceRef.current;
    if (status !== "ready" || !space || !work) return;
    repaint(canvasRef.current!, work.picture, work.layer, work.pixels);
    const resize = () => setBox(fitted({ width: space.clientWidth, height: space.clientHeight }, work.picture));
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(space);
    return () => observer.disconnect();
  }, [status, work]);

  // Saves coalesce: a change made while one is being written queues one more write of the latest layer.
  function persist(current: Work) {
    if (queuedRef.current) return;
    queuedRef.current = true;
    dialogRef.current?.setAttribute("data-saved", "false");
    savingRef.current = savingRef.current
      .then(async () => {
        queuedRef.current = false;
        await saveWork(workKey, await layerPng(current.picture, current.layer));
      })
      .catch(() => undefined)
      .then(() => {
        if (!queuedRef.current) dialogRef.current?.setAttribute("data-saved", "true");
      });
  }

  /** Shows a change: only the pixels of `spans` are repainted when given, else the whole page. */
  function changed(current: Work, announcement: string, spans?: Int32Array) {
    repaint(canvasRef.current!, current.picture, current.layer, current.pixels, spans);
    setRevision((revision) => revision + 1);
    setMessage(announcement);
    persist(current);
  }

  function fillAt(point: Point) {
    if (!work) return;
    const { picture, layer, history } = work;
    const seed = nearestOpen(picture.mask, picture.width, picture.height, point.x, point.y);
    if (!seed) return;
    const spans = regionSpans(picture.mask, picture.width, picture.height, seed.x, seed.y);
    const crayon = CRAYONS.find((candidate) => candidate.id === tool);
    if (fillRegion(history, layer, picture.width, spans, crayon ? packColour(crayon.hex) : 0)) {
      changed(work, crayon ? fillMessage(labels.filled, { colour: labels.names[crayon.id] }) : labels.erased, spans);
    }
  }

  function pictureAt(clientX: number, clientY: number): Point | null {
    const canvas = canvasRef.current;
    if (!canvas || !work) return null;
    const rect = canvas.getBoundingClientRect();
    const x = Math.floor(((clientX - rect.left) / rect.width) * work.picture.width);
    const y = Math.floor(((clientY - rect.top) / rect.height) * work.picture.height);
    return x >= 0 && y >= 0 && x < work.picture.width && y < work.picture.height ? { x, y } : null;
  }

  function onPointerUp(event: React.PointerEvent) {
    const press = pressRef.current;
    pressRef.current = null;
    if (!press || press.id !== event.pointerId || Math.hypot(event.clientX - press.x, event.clientY - press.y) > TAP_SLOP) return;
    const point = pictureAt(event.clientX, event.clientY);
    if (!point) return;
    setCursor(point);
    fillAt(point);
  }

  function onCanvasKey(event: React.KeyboardEvent) {
    if (!work) return;
    const { width, height } = work.picture;
    const step = event.shiftKey ? 5 * KEY_STEP : KEY_STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -Math.round(width * step), y: 0 },
      ArrowRight: { x: Math.round(width * step), y: 0 },
      ArrowUp: { x: 0, y: -Math.round(width * step) },
      ArrowDown: { x: 0, y: Math.round(width * step) },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((at) => ({ x: Math.min(width - 1, Math.max(0, at.x + move.x)), y: Math.min(height - 1, Math.max(0, at.y + move.y)) }));
      setCursorShown(true);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setCursorShown(true);
      fillAt(cursor);
    }
  }

  function undo() {
    const step = work?.history.undo();
    if (work && step) changed(work, labels.undo, spansOf(step));
  }

  function redo() {
    const step = work?.history.redo();
    if (work && step) changed(work, labels.redo, spansOf(step));
  }

  function startOver() {
    if (work && clearLayer(work.history, work.layer)) changed(work, labels.startOver);
  }

  async function savePicture() {
    saveFile(await coloured(canvasRef.current!, "image/png"), fileName(pageNumber, "png"));
  }

  async function printPicture() {
    setPrinting(true);
    setMessage(labels.printing);
    try {
      const [{ colouredPagePdf }, jpeg] = await Promise.all([import("@/lib/colouring/printout"), coloured(canvasRef.current!, "image/jpeg")]);
      const pdf = await colouredPagePdf(new Uint8Array(await jpeg.arrayBuffer()), {
        story,
        page,
        pageIndex,
        paper: storedPaper(),
        lang: locale,
        host: window.location.host,
      });
      saveFile(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), fileName(pageNumber, "pdf"));
      setMessage(labels.printed);
    } catch {
      setMessage(labels.printFailed);
    } finally {
      setPrinting(false);
    }
  }

  // Keys stay in the dialog: the story behind pages with the arrow keys.
  function onDialogKey(event: React.KeyboardEvent) {
    event.stopPropagation();
    if (!(event.ctrlKey || event.metaKey) || (event.key.toLowerCase() !== "z" && event.key.toLowerCase() !== "y")) return;
    event.preventDefault();
    if (event.key.toLowerCase() === "y" || event.shiftKey) redo();
    else undo();
  }

  const ready = status === "ready" && work !== null;
  const action =
    "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border-2 border-terracotta-500 bg-white px-3 py-1.5 text-sm font-bold text-terracotta-700 transition hover:bg-terracotta-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600 sm:text-base";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="colouring-mode"
      data-saved="true"
      onClose={onClose}
      onKeyDown={onDialogKey}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-paper p-0 text-ink backdrop:bg-ink/60"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-3 border-b-2 border-marigold-300 bg-white px-4 py-2">
          <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700 sm:text-2xl">
            {labels.title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-terracotta-500 px-4 font-bold text-terracotta-700 hover:bg-terracotta-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            {labels.close}
          </button>
        </header>

        <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
          <div ref={spaceRef} className="relative m-2 flex min-h-0 flex-1 items-center justify-center sm:m-4">
            {status === "loading" && <p className="text-lg font-semibold text-stone-600">{labels.loading}</p>}
            {status === "failed" && <p className="text-lg font-semibold text-terracotta-700">{labels.loadFailed}</p>}
            {ready && (
              <div className="relative shadow-md ring-2 ring-marigold-300" style={{ width: box.width, height: box.height }}>
                <canvas
                  ref={canvasRef}
                  width={work.picture.width}
                  height={work.picture.height}
                  tabIndex={0}
                  role="img"
                  aria-label={labels.canvas}
                  data-testid="colouring-canvas"
                  onPointerDown={(event) => {
                    pressRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
                  }}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => {
                    pressRef.current = null;
                  }}
                  onKeyDown={onCanvasKey}
                  onFocus={(event) => setCursorShown(event.target.matches(":focus-visible"))}
                  onBlur={() => setCursorShown(false)}
                  className="block h-full w-full cursor-crosshair touch-none bg-white outline-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
                />
                {cursorShown && (
                  <span
                    aria-hidden="true"
                    data-testid="colouring-cursor"
                    className="pointer-events-none absolute h-8 w-8 -translate-x-1/2 -translate-y-1/2"
                    style={{ left: `${((cursor.x + 0.5) / work.picture.width) * 100}%`, top: `${((cursor.y + 0.5) / work.picture.height) * 100}%` }}
                  >
                    <svg viewBox="0 0 32 32" className="h-full w-full" fill="none" strokeLinecap="round">
                      <path d="M16 2v10M16 20v10M2 16h10M20 16h10" stroke="#fff" strokeWidth="6" />
                      <path d="M16 2v10M16 20v10M2 16h10M20 16h10" stroke="currentColor" strokeWidth="3" className="text-sky-700" />
                      <circle cx="16" cy="16" r="3" fill="currentColor" className="text-sky-700" stroke="#fff" strokeWidth="1.5" />
                    </svg>
                  </span>
                )}
              </div>
            )}
          </div>

          <div className="flex shrink-0 flex-col gap-3 border-t-2 border-marigold-300 bg-white p-3 lg:w-80 lg:justify-center lg:border-l-2 lg:border-t-0 lg:p-5">
            <fieldset disabled={!ready}>
              <legend className="sr-only">{labels.crayons}</legend>
              <div className="grid grid-cols-9 justify-items-center gap-1 sm:gap-2 lg:grid-cols-5 lg:gap-3">
                {[...CRAYONS, { id: "eraser" as const, hex: "#ffffff" }].map((crayon) => {
                  const name = crayon.id === "eraser" ? labels.eraser : labels.names[crayon.id];
                  return (
                    <label
                      key={crayon.id}
                      title={name}
                      className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full ring-2 ring-ink/70 transition has-[:checked]:scale-110 has-[:checked]:ring-4 has-[:checked]:ring-ink has-[:checked]:ring-offset-2 has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-sky-500 sm:h-11 sm:w-11"
                      style={{ backgroundColor: crayon.hex }}
                    >
                      <input
                        type="radio"
                        name="crayon"
                        value={crayon.id}
                        checked={tool === crayon.id}
                        onChange={() => setTool(crayon.id)}
                        className="sr-only"
                      />
                      <span className="sr-only">{name}</span>
                      {crayon.id === "eraser" && <EraserIcon className="h-6 w-6 text-ink" />}
                    </label>
                  );
                })}
              </div>
            </fieldset>

            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" onClick={undo} disabled={!work?.history.canUndo} className={action}>
                <ButtonIcon d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" className="h-4 w-4" />
                {labels.undo}
              </button>
              <button type="button" onClick={redo} disabled={!work?.history.canRedo} className={action}>
                <ButtonIcon d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" className="h-4 w-4" />
                {labels.redo}
              </button>
              <button type="button" onClick={startOver} disabled={!ready} className={action}>
                {labels.startOver}
              </button>
              <button type="button" onClick={() => void savePicture()} disabled={!ready} className={action}>
                {labels.save}
              </button>
              <button
                type="button"
                onClick={() => void printPicture()}
                disabled={!ready || printing}
                className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-terracotta-500 px-4 py-1.5 text-sm font-bold text-white shadow transition hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 sm:text-base"
              >
                {labels.print}
              </button>
            </div>
            <p role="status" className="min-h-5 text-center text-sm font-semibold text-stone-600">
              {message}
            </p>
            <div className="space-y-1 text-center">
              <ReadAlong page={page} compact />
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
