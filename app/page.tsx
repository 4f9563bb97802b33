import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { HomeScreen } from "@/components/story/home-screen";
import { LoadingState } from "@/components/story/status-states";

// Rendered per request, never at build (the homepage rule needs the database, which `next
// build` must not open). Each render reads the tagged data cache, not the database, so it
// costs a React render; lib/stories/revalidate.ts drops the cache when a story changes.
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomePage() {
  await connection();
  return (
    <Suspense fallback={<LoadingState text="Loading story..." detail="" />}>
      <HomeScreen />
    </Suspense>
  );
}
