import "server-only";
import { env } from "@/lib/core/env";
import type { AdConfig } from "./ad-slot";

/** Both slots' settings, or null for a slot that is not configured. */
export function adConfig(): { top: AdConfig | null; bottom: AdConfig | null } {
  const { ADS_PUBLISHER_ID, ADS_SLOT_TOP, ADS_SLOT_BOTTOM } = env();
  const slot = (slotId: string | undefined) => (ADS_PUBLISHER_ID && slotId ? { publisherId: ADS_PUBLISHER_ID, slotId } : null);
  return { top: slot(ADS_SLOT_TOP), bottom: slot(ADS_SLOT_BOTTOM) };
}
