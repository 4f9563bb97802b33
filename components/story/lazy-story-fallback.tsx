"use client";

import dynamic from "next/dynamic";
import { createContext, useContext, type ComponentProps } from "react";
import { LoadingState } from "./status-states";

// Only pages without a public story need the admin check; public pages never load its code.
// While its code loads, the page's own words say so: next/dynamic hands its loading screen no
// props, so they come through a context.
const LoadingWords = createContext<{ text: string; detail: string }>({ text: "", detail: "" });

function Loading() {
  const words = useContext(LoadingWords);
  return <LoadingState text={words.text} detail={words.detail} />;
}

const StoryFallback = dynamic(() => import("./story-fallback"), { ssr: false, loading: Loading });

export function LazyStoryFallback(props: ComponentProps<typeof StoryFallback>) {
  return (
    <LoadingWords.Provider value={{ text: props.notFound.loading, detail: props.notFound.pleaseWait }}>
      <StoryFallback {...props} />
    </LoadingWords.Provider>
  );
}
