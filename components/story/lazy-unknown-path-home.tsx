"use client";

import dynamic from "next/dynamic";
import { LoadingState } from "./status-states";

export const LazyUnknownPathHome = dynamic(() => import("./unknown-path-home"), { ssr: false, loading: () => <LoadingState text="Loading story..." detail="" /> });
