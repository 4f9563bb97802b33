import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import type { AttachedAssetsResponse } from "@/lib/stories/image-types";
import { PRIVATE_CACHE } from "@/lib/stories/responses";
import { listAttachedAssets } from "@/lib/storage/attached-assets";

export const GET = route({ admin: true }, async () => {
  const assets = (await listAttachedAssets()).map((asset) => ({ name: asset.name, createdAt: asset.createdAt.toISOString() }));
  return NextResponse.json({ success: true, assets } satisfies AttachedAssetsResponse, { headers: PRIVATE_CACHE });
});
