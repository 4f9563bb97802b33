import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { attachedAssetRequestSchema } from "@/lib/stories/image-requests";
import type { AttachedAssetCreatedResponse, AttachedAssetsResponse } from "@/lib/stories/image-types";
import { PRIVATE_CACHE } from "@/lib/stories/responses";
import { attachedAssetUrl, createAttachedAsset, listAttachedAssets } from "@/lib/storage/attached-assets";

export const GET = route({ admin: true }, async () => {
  const assets = (await listAttachedAssets()).map((asset) => ({ name: asset.name, createdAt: asset.createdAt.toISOString() }));
  return NextResponse.json({ success: true, assets } satisfies AttachedAssetsResponse, { headers: PRIVATE_CACHE });
});

// 'Upload asset' in the gallery, once the browser has PUT the file to its upload URL.
export const POST = route({ admin: true, body: attachedAssetRequestSchema }, async ({ body }) => {
  const asset = await createAttachedAsset(body.imageURL, body.fileName);
  return NextResponse.json(
    { success: true, asset: { name: asset.name, createdAt: asset.createdAt.toISOString(), url: attachedAssetUrl(asset.name) }, message: "Attached asset uploaded successfully" } satisfies AttachedAssetCreatedResponse,
    { status: 201 },
  );
});
