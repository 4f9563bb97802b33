import type { Metadata } from "next";

export const metadata: Metadata = { title: "Story not found", robots: { index: false } };

// The viewer's route without an id.
export default function StoryWithoutId() {
  return <p className="p-10 text-center text-xl font-bold text-terracotta-700">Story not found</p>;
}
