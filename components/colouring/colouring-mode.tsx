"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { BRUSH_SIZES, Stroke, type BrushSize } from "@/lib/colouring/brush";
import { packColour, type Box } from "@/lib/colouring/layer";
import { clearLayer, ColouringHistory, paintRegion, type Step } from "@/lib/colouring/history";
import { CRAYONS, type CrayonId } from "@/lib/colouring/palette";
import { regionAt, regionSpans } from "@/lib/colouring/regions";
import { clampView, FITTED, MAX_ZOOM, MIN_ZOOM, panBy, pinch, showing, ZOOM_STEP, zoomAbout, type Size, type View } from "@/lib/colouring/view";
import { reportRead } from "@/lib/client/read-beacon";
import { PointersDown, type Point } from "@/lib/colouring/pointers";
import { saveFile } from "@/lib/client/save-file";
import { coloured, layerPng, loadPicture, readLayer, repaint, warmUpFill, type Picture } from "@/lib/colouring/picture";
import { afterLoadWhenIdle } from "@/lib/client/after-load";
import { loadWork, saveWork, type WorkKey } from "@/lib/colouring/saved-work";
import type { ColouringLabels } from "@/lib/i18n/labels";
import { fillMessage, type Locale } from "@/lib/i18n/locales";
import { pictureDescription, type ViewerStory } from "@/lib/stories/model/view";
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

type Tool = "fill" | "brush" | "eraser";
type Work = { picture: Picture; layer: Uint32Array; history: ColouringHistory; pixels: ImageData };
/**
 * What the pointers on the picture are doing. One pointer is the tool (a tap fills; with the
 * fill tool a drag pans); a second one turns it into a pinch, taking back any brush mark the
 * first had started, and after a pinch nothing happens until every finger is up.
 */
type Gesture =
  | { kind: "idle" }
  | { kind: "press"; id: number; start: Point; last: Point; moved: boolean; stroke: Stroke | null; at: Point }
  | { kind: "pinch"; ids: [number, number]; start: View; from: [Point, Point] }
  | { kind: "over" };

// A tap that moves further than this (CSS px) is a drag, not a fill.
const TAP_SLOP = 12;
// A tap on a line looks this far (CSS px) around it for the smallest region: about a fingertip.
const FINGER_RADIUS = { touch: 12, other: 6 };
// Arrow keys move the cursor by this share of the picture; with Shift, by five times as much.
const KEY_STEP = 1 / 48;
// The keyboard's cross is kept at least this far (CSS px) inside the view when zoomed.
const CURSOR_MARGIN = 32;
// One notch of a mouse wheel (100 px) zooms by about 1.4.
const WHEEL_RATE = 1 / 300;

const TOOL_ICONS: Record<Exclude<Tool, "eraser">, string> = {
  fill: "M4 12 11 5l7 7-7 7zM4 12h14M20 15s-2 2.5-2 4a2 2 0 0 0 4 0c0-1.5-2-4-2-4z",
  brush: "M20 4 10.5 13.5M9.5 14.5c-2 0-3.5 1.5-3.5 3.5 0 1-.7 2-2 2 1.3 1 5 1 6.5-.5 1.5-1.5 1-5-1-5z",
};

function fileName(pageNumber: number, extension: string): string {
  return `Abuelita_Pepita_Page_${pageNumber}_Coloured.${extension}`;
}

const spansOf = (step: Step) => (step.kind === "paint" ? step.spans : undefined);

/** The largest box of the picture's shape that fits the space it has. */
function fitted(space: { width: number; height: number }, picture: Picture) {
  const scale = Math.min(space.width / picture.width, space.height / picture.height);
  return { width: Math.floor(picture.width * scale), height: Math.floor(picture.height * scale) };
}

/** The picture's box at zoom 1 (its layout size), or null before it is shown. */
function sizeOf(box: HTMLElement | null): Size | null {
  return box ? { width: box.offsetWidth, height: box.offsetHeight } : null;
}

/** A point on the screen in the coordinates the view works in: from the box's unzoomed corner. */
function pointInBox(space: HTMLElement, box: HTMLElement, client: Point): Point {
  const rect = space.getBoundingClientRect();
  return { x: client.x - rect.left - box.offsetLeft, y: client.y - rect.top - box.offsetTop };
}

export function ColouringMode({ story, pageIndex, storyKey, labels, locale, onClose }: ColouringModeProps) {
  const page = story.pages[pageIndex]!;
  const url = page.image!;
  const titleId = useId();
  const howToId = useId();
  // The picture is named by what it shows where the page has a description; how to colour it is then its description.
  const shows = pictureDescription(page, locale);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const spaceRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pointersRef = useRef(new PointersDown());
  const gestureRef = useRef<Gesture>({ kind: "idle" });
  const fittedRef = useRef({ width: 0, height: 0 });
  const savingRef = useRef<Promise<void>>(Promise.resolve());
  const queuedRef = useRef(false);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  // Mutated in place by fills, strokes, undo and redo; `revision` re-renders after each change.
  const [work, setWork] = useState<Work | null>(null);
  const [tool, setTool] = useState<Tool>("fill");
  const [colour, setColour] = useState<CrayonId>("red");
  const [brushSize, setBrushSize] = useState<BrushSize>("medium");
  const [cursor, setCursor] = useState<Point>({ x: 0, y: 0 });
  const [cursorShown, setCursorShown] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FITTED);
  const [message, setMessage] = useState("");
  const [printing, setPrinting] = useState(false);
  const [, setRevision] = useState(0);
  const workKey: WorkKey = { storyKey, pageNumber: page.pageNumber, picture: url };
  const { pageNumber } = page;
  const crayon = CRAYONS.find((candidate) => candidate.id === colour)!;

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
        setWork({ picture, layer, history: new ColouringHistory(layer, picture.width), pixels: new ImageData(picture.width, picture.height) });
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
    const resize = () => {
      const next = fitted({ width: space.clientWidth, height: space.clientHeight }, work.picture);
      // A new size (a phone's address bar sliding away, the phone turned round) keeps the zoom
      // and the part of the picture in view, scaled to the new box.
      const ratio = fittedRef.current.width ? next.width / fittedRef.current.width : 1;
      fittedRef.current = next;
      setBox(next);
      setView((current) => clampView({ scale: current.scale, x: current.x * ratio, y: current.y * ratio }, next));
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(space);
    return () => observer.disconnect();
  }, [status, work]);

  // The first tap should not be the one that gets the fill's code compiled.
  useEffect(() => {
    if (!work) return;
    return afterLoadWhenIdle(() => warmUpFill(work.picture, work.layer, work.pixels));
  }, [work]);

  // The wheel zooms about the mouse. React's wheel listener is passive, so it could not keep
  // the page from scrolling or the browser from zooming (Ctrl+wheel, a trackpad's pinch).
  useEffect(() => {
    const space = spaceRef.current;
    if (status !== "ready" || !space) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const size = sizeOf(boxRef.current);
      if (!size) return;
      const focus = pointInBox(space, boxRef.current!, { x: event.clientX, y: event.clientY });
      const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 33 : event.deltaY;
      setView((current) => zoomAbout(current, size, focus, current.scale * Math.exp(-delta * WHEEL_RATE)));
    };
    space.addEventListener("wheel", onWheel, { passive: false });
    return () => space.removeEventListener("wheel", onWheel);
  }, [status]);

  // touch-action: none keeps the page still under a stroke, yet Chromium still ends a fast stroke
  // in a fling and takes the next quick tap (on a tool, say) as the tap that stops it: that tap
  // never clicks. A touchmove whose default is prevented starts no scroll, so nothing flings.
  useEffect(() => {
    const space = spaceRef.current!;
    const hold = (event: TouchEvent) => {
      if (event.cancelable) event.preventDefault();
    };
    space.addEventListener("touchmove", hold, { passive: false });
    return () => space.removeEventListener("touchmove", hold);
  }, []);

  // The keyboard's cross stays in view when the picture is zoomed.
  useEffect(() => {
    if (!cursorShown || !work) return;
    const size = boxSize();
    if (!size) return;
    const at = { x: ((cursor.x + 0.5) / work.picture.width) * size.width, y: ((cursor.y + 0.5) / work.picture.height) * size.height };
    setView((current) => showing(current, size, at, CURSOR_MARGIN));
  }, [cursor, cursorShown, work]);

  const boxSize = () => sizeOf(boxRef.current);
  const inBox = (client: Point) => pointInBox(spaceRef.current!, boxRef.current!, client);

  function zoomBy(factor: number) {
    const size = boxSize();
    if (!size) return;
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.scale * factor));
    setView((current) => zoomAbout(current, size, { x: size.width / 2, y: size.height / 2 }, next));
    setMessage(fillMessage(labels.zoomed, { zoom: Number(next.toFixed(1)) }));
  }

  function resetZoom() {
    setView(FITTED);
    setMessage(fillMessage(labels.zoomed, { zoom: 1 }));
  }

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

  function show(area: Box | null) {
    if (work && area) repaint(canvasRef.current!, work.picture, work.layer, work.pixels, area);
  }

  /** How many picture pixels one CSS pixel covers at the present zoom. */
  function picturePerCss(): number {
    const rect = canvasRef.current!.getBoundingClientRect();
    return work!.picture.width / rect.width;
  }

  function fillAt(point: Point, radius: number) {
    if (!work) return;
    const { picture, layer, history } = work;
    const region = regionAt(picture.regions, point.x, point.y, radius * picturePerCss());
    if (!region) return;
    const spans = regionSpans(picture.regions, region);
    if (paintRegion(history, layer, picture.width, spans, packColour(crayon.hex))) {
      changed(work, fillMessage(labels.filled, { colour: labels.names[crayon.id] }), spans);
    }
  }

  function startStroke(at: Point): Stroke {
    const { picture, layer } = work!;
    const stroke = new Stroke(
      layer,
      picture.mask,
      picture.width,
      picture.height,
      tool === "brush" ? packColour(crayon.hex) : 0,
      BRUSH_SIZES[brushSize] * picturePerCss(),
    );
    show(stroke.line(at, at));
    return stroke;
  }

  function endStroke(stroke: Stroke) {
    if (!work) return;
    const step = stroke.finish();
    if (!step) return;
    work.history.record(step);
    changed(work, tool === "eraser" ? labels.erased : fillMessage(labels.painted, { colour: labels.names[crayon.id] }));
  }

  /** The picture's pixel under a point on the screen (through the zoom); may be outside the picture. */
  function pictureAt(client: Point): Point {
    const rect = canvasRef.current!.getBoundingClientRect();
    return {
      x: Math.floor(((client.x - rect.left) / rect.width) * work!.picture.width),
      y: Math.floor(((client.y - rect.top) / rect.height) * work!.picture.height),
    };
  }

  const inside = (point: Point) => point.x >= 0 && point.y >= 0 && point.x < work!.picture.width && point.y < work!.picture.height;

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (!work || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const client = { x: event.clientX, y: event.clientY };
    const pointers = pointersRef.current;
    if (pointers.press(event.pointerId, client, event.isPrimary)) settle();
    const gesture = gestureRef.current;
    if (pointers.size === 1 && gesture.kind !== "over") {
      const at = pictureAt(client);
      const stroke = tool !== "fill" && inside(at) ? startStroke(at) : null;
      gestureRef.current = { kind: "press", id: event.pointerId, start: client, last: client, moved: false, stroke, at };
    } else if (pointers.size === 2 && (gesture.kind === "press" || gesture.kind === "idle")) {
      if (gesture.kind === "press" && gesture.stroke) show(gesture.stroke.revert());
      const [a, b] = pointers.entries();
      gestureRef.current = { kind: "pinch", ids: [a![0], b![0]], start: view, from: [inBox(a![1]), inBox(b![1])] };
    }
  }

  function onPointerMove(event: React.PointerEvent) {
    const pointers = pointersRef.current;
    const client = { x: event.clientX, y: event.clientY };
    if (!pointers.move(event.pointerId, client)) return;
    const gesture = gestureRef.current;
    if (gesture.kind === "pinch") {
      const size = boxSize();
      const [a, b] = gesture.ids.map((id) => pointers.at(id));
      if (size && a && b) setView(pinch(gesture.start, size, gesture.from, [inBox(a), inBox(b)]));
    } else if (gesture.kind === "press" && gesture.id === event.pointerId) {
      gesture.moved ||= Math.hypot(client.x - gesture.start.x, client.y - gesture.start.y) > TAP_SLOP;
      if (gesture.stroke) {
        const at = pictureAt(client);
        show(gesture.stroke.line(gesture.at, at));
        gesture.at = at;
      } else if (gesture.moved) {
        const size = boxSize();
        const [dx, dy] = [client.x - gesture.last.x, client.y - gesture.last.y];
        if (size) setView((current) => panBy(current, size, dx, dy));
      }
      gesture.last = client;
    }
  }

  /**
   * Pointers whose ends never reached the picture: what they painted is kept (and can be
   * undone), and the next press starts afresh.
   */
  function settle() {
    const gesture = gestureRef.current;
    gestureRef.current = { kind: "idle" };
    if (gesture.kind === "press" && gesture.stroke) endStroke(gesture.stroke);
  }

  /**
   * A pointer lifted (`tapped` true) or whose capture was lost before it lifted: its later
   * events go elsewhere, so it ends here, keeping its stroke but never filling as a tap would.
   */
  function letGo(event: React.PointerEvent, tapped: boolean) {
    const pointers = pointersRef.current;
    if (!pointers.release(event.pointerId)) return;
    const gesture = gestureRef.current;
    if (gesture.kind === "press" && gesture.id === event.pointerId) {
      gestureRef.current = { kind: "idle" };
      if (gesture.stroke) endStroke(gesture.stroke);
      else if (tapped && !gesture.moved && inside(gesture.at)) {
        setCursor(gesture.at);
        fillAt(gesture.at, event.pointerType === "touch" ? FINGER_RADIUS.touch : FINGER_RADIUS.other);
      }
    } else if (pointers.size === 0) {
      gestureRef.current = { kind: "idle" };
    } else if (gesture.kind === "pinch") {
      gestureRef.current = { kind: "over" };
    }
  }

  function onPointerCancel(event: React.PointerEvent) {
    const pointers = pointersRef.current;
    if (!pointers.release(event.pointerId)) return;
    const gesture = gestureRef.current;
    if (gesture.kind === "press" && gesture.stroke) show(gesture.stroke.revert());
    gestureRef.current = pointers.size === 0 ? { kind: "idle" } : { kind: "over" };
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
      if (tool === "fill") fillAt(cursor, FINGER_RADIUS.other);
      else endStroke(startStroke(cursor));
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
      // Prefetched (downloaded, not run) once this screen's script loads, which a story's save for
      // offline reading does: the worker keeps it, so the printout works offline.
      const [{ colouredPagePdf }, jpeg] = await Promise.all([
        import(/* webpackPrefetch: true */ "@/lib/colouring/printout"),
        coloured(canvasRef.current!, "image/jpeg"),
      ]);
      const pdf = await colouredPagePdf(new Uint8Array(await jpeg.arrayBuffer()), {
        story,
        page,
        pageIndex,
        paper: storedPaper(),
        lang: locale,
        host: window.location.host,
      });
      saveFile(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), fileName(pageNumber, "pdf"));
      reportRead(storyKey, "colouring_printed");
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
    const key = event.key.toLowerCase();
    if (!(event.ctrlKey || event.metaKey)) {
      if (!ready || event.altKey) return;
      if (key === "+" || key === "=") zoomBy(ZOOM_STEP);
      else if (key === "-") zoomBy(1 / ZOOM_STEP);
      else if (key === "0") resetZoom();
      return;
    }
    if (key !== "z" && key !== "y") return;
    event.preventDefault();
    if (key === "y" || event.shiftKey) redo();
    else undo();
  }

  const ready = status === "ready" && work !== null;
  const action =
    "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border-2 border-terracotta-500 bg-white px-3 py-1.5 text-sm font-bold text-terracotta-700 transition hover:bg-terracotta-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600 sm:text-base";
  const choice =
    "relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border-2 border-stone-500 bg-white text-ink transition has-[:checked]:border-ink has-[:checked]:bg-marigold-100 has-[:checked]:ring-2 has-[:checked]:ring-ink has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50";
  const zoomButton =
    "flex h-11 w-11 items-center justify-center rounded-full border-2 border-terracotta-500 bg-white/90 text-terracotta-700 shadow hover:bg-terracotta-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500";

  function pickColour(id: CrayonId) {
    setColour(id);
    // Choosing a crayon means colouring with it: leave the eraser for the brush.
    if (tool === "eraser") setTool("brush");
  }

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
          <div className="relative m-2 min-h-0 flex-1 sm:m-4">
            {ready && (
              <div className="absolute top-1 right-1 z-10 flex flex-col gap-2">
                <button
                  type="button"
                  onClick={() => zoomBy(ZOOM_STEP)}
                  disabled={view.scale >= MAX_ZOOM}
                  aria-label={labels.zoomIn}
                  title={labels.zoomIn}
                  className={zoomButton}
                >
                  <ButtonIcon d="M12 5v14M5 12h14" />
                </button>
                <button
                  type="button"
                  onClick={() => zoomBy(1 / ZOOM_STEP)}
                  disabled={view.scale <= MIN_ZOOM}
                  aria-label={labels.zoomOut}
                  title={labels.zoomOut}
                  className={zoomButton}
                >
                  <ButtonIcon d="M5 12h14" />
                </button>
                <button
                  type="button"
                  onClick={resetZoom}
                  disabled={view.scale <= MIN_ZOOM}
                  aria-label={labels.zoomReset}
                  title={labels.zoomReset}
                  className={zoomButton}
                >
                  <ButtonIcon d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
                </button>
              </div>
            )}
            <div
              ref={spaceRef}
              data-testid="colouring-viewport"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => letGo(event, true)}
              onPointerCancel={onPointerCancel}
              onLostPointerCapture={(event) => letGo(event, false)}
              className="absolute inset-0 flex touch-none items-center justify-center overflow-hidden select-none"
            >
              {status === "loading" && <p className="text-lg font-semibold text-stone-600">{labels.loading}</p>}
              {status === "failed" && <p className="text-lg font-semibold text-terracotta-700">{labels.loadFailed}</p>}
              {shows && (
                <p id={howToId} hidden>
                  {labels.canvas}
                </p>
              )}
              {ready && (
                <div
                  ref={boxRef}
                  data-testid="colouring-view"
                  data-zoom={view.scale.toFixed(2)}
                  className="relative shrink-0 shadow-md ring-2 ring-marigold-300"
                  style={{
                    width: box.width,
                    height: box.height,
                    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                    transformOrigin: "0 0",
                  }}
                >
                  <canvas
                    ref={canvasRef}
                    width={work.picture.width}
                    height={work.picture.height}
                    tabIndex={0}
                    role="img"
                    aria-label={shows ?? labels.canvas}
                    aria-describedby={shows ? howToId : undefined}
                    data-testid="colouring-canvas"
                    onKeyDown={onCanvasKey}
                    onFocus={(event) => setCursorShown(event.target.matches(":focus-visible"))}
                    onBlur={() => setCursorShown(false)}
                    className="block h-full w-full cursor-crosshair bg-white outline-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
                  />
                  {cursorShown && (
                    <span
                      aria-hidden="true"
                      data-testid="colouring-cursor"
                      className="pointer-events-none absolute h-8 w-8"
                      style={{
                        left: `${((cursor.x + 0.5) / work.picture.width) * 100}%`,
                        top: `${((cursor.y + 0.5) / work.picture.height) * 100}%`,
                        transform: `translate(-50%, -50%) scale(${1 / view.scale})`,
                      }}
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
          </div>

          <div className="flex shrink-0 flex-col gap-2 border-t-2 border-marigold-300 bg-white p-2 sm:gap-3 sm:p-3 lg:w-80 lg:justify-center-safe lg:overflow-y-auto lg:border-t-0 lg:border-l-2 lg:p-5">
            <fieldset disabled={!ready}>
              <legend className="sr-only">{labels.crayons}</legend>
              <div className="grid grid-cols-8 justify-items-center gap-1 sm:gap-2 lg:grid-cols-4 lg:gap-3">
                {CRAYONS.map(({ id, hex }) => (
                  <label
                    key={id}
                    title={labels.names[id]}
                    className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full ring-2 ring-ink/70 transition has-[:checked]:scale-110 has-[:checked]:ring-4 has-[:checked]:ring-ink has-[:checked]:ring-offset-2 has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-sky-500 sm:h-11 sm:w-11"
                    style={{ backgroundColor: hex }}
                  >
                    <input type="radio" name="crayon" value={id} checked={colour === id} onChange={() => pickColour(id)} className="sr-only" />
                    <span className="sr-only">{labels.names[id]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
              <fieldset disabled={!ready} className="flex gap-2">
                <legend className="sr-only">{labels.tools}</legend>
                {(["fill", "brush", "eraser"] as const).map((id) => (
                  <label key={id} title={labels[id]} className={choice}>
                    <input type="radio" name="tool" value={id} checked={tool === id} onChange={() => setTool(id)} className="sr-only" />
                    <span className="sr-only">{labels[id]}</span>
                    {id === "eraser" ? <EraserIcon className="h-6 w-6" /> : <ButtonIcon d={TOOL_ICONS[id]} className="h-6 w-6" />}
                  </label>
                ))}
              </fieldset>
              <fieldset disabled={!ready || tool === "fill"} className="flex gap-2">
                <legend className="sr-only">{labels.sizes}</legend>
                {(Object.keys(BRUSH_SIZES) as BrushSize[]).map((id) => (
                  <label key={id} title={labels[id]} className={choice}>
                    <input type="radio" name="brush-size" value={id} checked={brushSize === id} onChange={() => setBrushSize(id)} className="sr-only" />
                    <span className="sr-only">{labels[id]}</span>
                    <span aria-hidden="true" className="rounded-full bg-ink" style={{ width: BRUSH_SIZES[id] + 2, height: BRUSH_SIZES[id] + 2 }} />
                  </label>
                ))}
              </fieldset>
            </div>

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
