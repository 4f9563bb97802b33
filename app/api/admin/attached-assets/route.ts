import { json, route } from "@/lib/http/route";
import { attachedAssetRequestSchema, type AttachedAssetCreatedResponse, type AttachedAssetsResponse } from "@/lib/api/images";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";
import { attachedAssetUrl, createAttachedAsset, listAttachedAssets } from "@/lib/storage/attached-assets";

export const GET = route({ admin: true }, async () => {
  const assets = (await listAttachedAssets()).map((asset) => ({ name: asset.name, createdAt: asset.createdAt.toISOString() }));
  return json<AttachedAssetsResponse>({ success: true, assets }, { headers: PRIVATE_CACHE });
});

// 'Upload asset' in the gallery, once the browser has PUT the file to its upload URL.
export const POST = route({ admin: true, body: attachedAssetRequestSchema }, async ({ body }) => {
  const asset = await createAttachedAsset(body.imageURL, body.fileName);
  return json<AttachedAssetCreatedResponse>(
    {
      success: true,
      asset: { name: asset.name, createdAt: asset.createdAt.toISOString(), url: attachedAssetUrl(asset.name) },
      message: "Attached asset uploaded successfully",
    },
    { status: 201 },
  );
});
