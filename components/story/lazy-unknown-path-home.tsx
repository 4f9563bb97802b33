"use client";

import dynamic from "next/dynamic";

// Every public page carries its not-found boundary, so whatever that screen imports directly
// (the 404 view and the built-in story's text in both languages) would load with every page.
// Loaded on its own, it is fetched only when a 404 is shown; its server-rendered HTML stays on
// screen until then.
export const LazyUnknownPathHome = dynamic(() => import("./unknown-path-home").then((module) => module.UnknownPathHome));
