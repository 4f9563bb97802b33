"use client";

import dynamic from "next/dynamic";
import { LoadingState } from "./status-states";

// Only pages without a public story need the admin check; public pages never load its code.
export const LazyStoryFallback = dynamic(() => import("./story-fallback"), { ssr: false, loading: () => <LoadingState /> });
