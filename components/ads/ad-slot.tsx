"use client";

import { useEffect, useRef, useState } from "react";

export type AdConfig = { publisherId: string; slotId: string };

const SCRIPT_ID = "adsbygoogle-script";
const FILL_CHECKS_MS = [1000, 3000];

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

function loadScript(publisherId: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = "anonymous";
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(publisherId)}`;
  document.head.append(script);
}

// Renders nothing without configuration, so an unconfigured site loads no ad code at all.
// Configured, the slot stays unlabelled (and empty, so without height) until the ad has filled
// (checked at 1 s and 3 s); only then does the 'Sponsored' label appear.
export function AdSlot({ config, position, label = "Sponsored" }: { config: AdConfig | null; position: "top" | "bottom"; label?: string }) {
  if (!config) return null;
  return <FilledAd config={config} position={position} label={label} />;
}

function FilledAd({ config, position, label }: { config: AdConfig; position: string; label: string }) {
  const ad = useRef<HTMLModElement>(null);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    loadScript(config.publisherId);
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.error("Ad slot could not be requested", error);
    }
    const timers = FILL_CHECKS_MS.map((delay) =>
      setTimeout(() => {
        if (ad.current?.getAttribute("data-ad-status") === "filled") setFilled(true);
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [config.publisherId, config.slotId]);

  return (
    <aside data-ad-position={position} className="mx-auto my-4 max-w-3xl text-center">
      {filled && <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</p>}
      <ins
        ref={ad}
        className="adsbygoogle block"
        data-ad-client={config.publisherId}
        data-ad-slot={config.slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
