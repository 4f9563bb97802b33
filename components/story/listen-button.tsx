import type { Language } from "@/lib/db/enums";
import type { ViewerLabels } from "@/lib/i18n/labels";
import type { ListenState } from "./use-listen";

type Labels = Pick<ViewerLabels, "listen" | "listenPause" | "listenResume" | "listenNoEnglishVoice" | "listenNoSpanishVoice" | "listenNoVoices">;
type Props = {
  state: ListenState;
  onPress: () => void;
  missing: readonly Language[];
  labels: Labels;
  /** In the colouring screen, whose status line tells of fills and saves, the notice is a polite live region of no role, so that line stays its one status. */
  quietRole?: boolean;
  small?: boolean;
};

function missingVoiceNotice(missing: readonly Language[], labels: Labels): string | null {
  if (missing.length === 0) return null;
  if (missing.length > 1) return labels.listenNoVoices;
  return missing[0] === "es" ? labels.listenNoSpanishVoice : labels.listenNoEnglishVoice;
}

const BUTTON = "inline-flex items-center gap-2 rounded-full border-2 border-sky-500 bg-white font-bold text-sky-700 transition hover:bg-marigold-100";
// The colouring screen's smaller buttons keep Listen and 'Describe the picture' on one row beside its tools.
const SIZE = {
  regular: "px-4 py-1.5 text-base sm:px-5 sm:py-2 sm:text-lg lg:py-1 lg:text-base",
  small: "min-h-11 px-3 py-1 text-sm",
} as const;

const ICONS: Record<ListenState, string> = {
  idle: "M4 9v6h4l5 4V5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Z",
  playing: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
  paused: "M8 5v14l11-7z",
};

export function ListenButton({ state, onPress, missing, labels, quietRole = false, small = false }: Props) {
  const label = state === "playing" ? labels.listenPause : state === "paused" ? labels.listenResume : labels.listen;
  const notice = missingVoiceNotice(missing, labels);
  return (
    <div className="flex flex-col items-center">
      <button type="button" onClick={onPress} data-listen={state} className={`${BUTTON} ${SIZE[small ? "small" : "regular"]}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d={ICONS[state]} />
        </svg>
        {label}
      </button>
      <p {...(quietRole ? { "aria-live": "polite" as const } : { role: "status" })} className={`text-sm font-semibold text-stone-600 ${notice ? "mt-1" : ""}`}>
        {notice}
      </p>
    </div>
  );
}

// An eye: what the picture shows; a square while it is being said, as a stop.
const DESCRIBE_ICON =
  "M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2.2a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z";
const STOP_ICON = "M7 7h10v10H7z";

/** 'Describe the picture': says what the page's picture shows; pressed again while speaking, stops. */
export function DescribeButton({
  describing,
  onPress,
  labels,
  small = false,
}: {
  describing: boolean;
  onPress: () => void;
  labels: Pick<ViewerLabels, "describePicture" | "describeStop">;
  small?: boolean;
}) {
  return (
    <button type="button" onClick={onPress} data-describe={describing ? "speaking" : "idle"} className={`${BUTTON} ${SIZE[small ? "small" : "regular"]}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <path d={describing ? STOP_ICON : DESCRIBE_ICON} fillRule="evenodd" />
      </svg>
      {describing ? labels.describeStop : labels.describePicture}
    </button>
  );
}
