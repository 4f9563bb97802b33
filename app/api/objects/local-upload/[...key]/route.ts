import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { imageTooLargeMessage, receiveLocalUpload } from "@/lib/storage/local-upload";
import { MAX_UPLOAD_BYTES } from "@/lib/api/images";

// Where the browser PUTs an image when storage is the local disk (the S3 path PUTs to the bucket).
// The signed query, not a session, authorizes it: createImageUpload handed it to an admin. The
// body is read only after the signature has been checked, within the limit the signature grants.
export const PUT = route(
  { rawBody: true, maxBodyBytes: MAX_UPLOAD_BYTES, tooLargeMessage: imageTooLargeMessage(MAX_UPLOAD_BYTES) },
  async ({ request, params }) => {
    const key = Array.isArray(params.key) ? params.key.join("/") : "";
    const url = await receiveLocalUpload(key, new URL(request.url).searchParams, request);
    return NextResponse.json({ url });
  },
);
