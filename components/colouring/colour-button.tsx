"use client";

import { useState, type ComponentType } from "react";
import { colourablePicture } from "@/lib/colouring/picture-source";
import type { ViewerLabels } from "@/lib/i18n/labels";
import type { ViewerStory } from "@/lib/stories/model/view";
import type { ColouringModeProps } from "./colouring-mode";
import { ButtonIcon } from "@/components/ui/icons";

type Props = { story: ViewerStory; pageIndex: number; storyKey: string; labels: ViewerLabels };

// Ships with every story page, so it holds only the button: the colouring mode (canvas, fills,
// storage) is fetched when the button is first pressed.
export function ColourButton({ story, pageIndex, storyKey, labels }: Props) {
  const [Mode, setMode] = useState<ComponentType<ColouringModeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  if (!colourablePicture(story.pages[pageIndex]?.image ?? null)) return null;

  async function start() {
    if (!Mode) {
      const { ColouringMode } = await import("./colouring-mode");
      setMode(() => ColouringMode);
    }
    setOpen(true);
  }

  return (
    <>
      <button
        ref={setOpener}
        type="button"
        onClick={() => void start()}
        className="inline-flex items-center gap-2 rounded-full border-2 border-leaf-500 px-5 py-2.5 font-bold text-leaf-700 transition hover:bg-leaf-500/10"
      >
        <ButtonIcon d="M4 20c3 0 4-1.5 4-3.5a2.5 2.5 0 0 0-5 0M8 16.5 19 5.5a2.1 2.1 0 0 0-3-3L5 13.5" />
        {labels.colouring.open}
      </button>
      {open && Mode && (
        <Mode
          story={story}
          pageIndex={pageIndex}
          storyKey={storyKey}
          labels={labels.colouring}
          locale={labels.locale}
          onClose={() => {
            setOpen(false);
            opener?.focus();
          }}
        />
      )}
    </>
  );
}
