import "server-only";
import { adConfig } from "@/components/ads/ad-config";
import { AdSlot } from "@/components/ads/ad-slot";
import { SiteHeader } from "./site-header";

/** The frame of every viewer screen: header, the two ad slots, and the viewer between them. */
export function StoryScreen({ children }: { children: React.ReactNode }) {
  const ads = adConfig();
  return (
    <>
      <SiteHeader />
      <main className="px-4 pb-16 pt-4 sm:pt-6">
        <AdSlot config={ads.top} position="top" />
        {children}
        <AdSlot config={ads.bottom} position="bottom" />
      </main>
    </>
  );
}
