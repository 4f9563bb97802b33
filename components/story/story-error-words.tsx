"use client";

import { createContext, useContext } from "react";
import type { StoryErrorLabels } from "@/lib/i18n/labels";

// The words of the story page's error boundary, which Next renders without props: the segment's
// layout, around the boundary, hands them down in the page's language
// (app/[locale]/story/[id]/layout.tsx), so no catalogue reaches the browser for them.
const Words = createContext<StoryErrorLabels | null>(null);

export function StoryErrorWords({ words, children }: { words: StoryErrorLabels; children: React.ReactNode }) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

export function useStoryErrorWords(): StoryErrorLabels {
  const words = useContext(Words);
  if (!words) throw new Error("The story page's error boundary is rendered outside its layout.");
  return words;
}
