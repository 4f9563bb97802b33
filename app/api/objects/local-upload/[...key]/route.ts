import { NextResponse } from "next/server";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { receiveLocalUpload } from "@/lib/storage/local-upload";

// Where the browser PUTs an image when storage is the local disk (the S3 path PUTs to the bucket).
// The signed query, not a session, authorizes it: createImageUpload handed it to an admin.
export async function PUT(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const rejected = rejectCrossOrigin(request);
  if (rejected) return rejected;
  const key = (await params).key.join("/");
  const result = await receiveLocalUpload(key, new URL(request.url).searchParams, request);
  if (!result.ok) return NextResponse.json({ success: false, message: result.message }, { status: result.status });
  return NextResponse.json({ url: result.url });
}
