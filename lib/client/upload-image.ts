import { toast } from "sonner";
import { mutate } from "swr";
import { imageFileProblem } from "./image-file";
import {
  ATTACHED_ASSETS_URL,
  UPLOAD_URL,
  type AttachedAssetCreatedResponse,
  type AttachedAssetRequest,
  type ManualImageRequest,
  type UploadURLResponse,
} from "@/lib/api/images";
import { STORIES_URL, storyUrl, type StoryChangeResponse, type StoryDetailResponse } from "@/lib/api/stories";
import { errorMessage, fetchJson, HttpError } from "./fetch-json";

// A page's manual image or an attached asset from the admin's file, in the three steps the
// server expects: ask for an upload location, PUT the file there with its own content type (the
// local upload route or a presigned S3 URL), then attach the stored upload. The server checks the bytes at
// the last step, so its refusal is shown as well as the generic words.

const UPLOAD_FAILED = "Failed to upload image. Please try again.";
const ATTACH_FAILED = "Failed to update story with manual image.";

/** The first two steps, without their toasts; resolves to the URL the attach step takes. */
async function sendFile(file: File): Promise<string> {
  const answer = await fetchJson<UploadURLResponse>(UPLOAD_URL, { method: "POST" });
  // No cookies: a presigned bucket URL needs none, and the local route's signature is its authority.
  const put = await fetch(answer.uploadURL, { method: "PUT", headers: { "content-type": file.type }, body: file, credentials: "omit" });
  if (!put.ok) throw new HttpError(put.status, await put.text(), put.statusText);
  return answer.url;
}

/**
 * Checks `file` in the browser and sends it (the first two steps), with the toasts of a refusal
 * or a failed upload; resolves to the URL the attach step takes, or null when nothing was sent.
 */
async function sendCheckedFile(file: File): Promise<string | null> {
  const problem = imageFileProblem(file);
  if (problem) {
    toast.error(problem.title, { description: problem.description });
    return null;
  }
  try {
    return await sendFile(file);
  } catch (error) {
    // The server read the bytes and said what is wrong with them (not an image of its type, empty):
    // trying again would not help, so its reason replaces the advice to.
    const reason = error instanceof HttpError && error.status < 500 ? errorMessage(error, "") : "";
    toast.error("Upload Failed", { description: reason ? `Failed to upload image. ${reason}` : UPLOAD_FAILED });
    return null;
  }
}

/** The server's reason, after the fixed words, when it gave one. */
function withReason(base: string, error: unknown): string {
  const reason = errorMessage(error, "");
  return reason && reason !== base ? `${base} ${reason}` : base;
}

/**
 * Uploads `file` as page `pageNumber`'s manual image, with the toasts for each outcome, and puts
 * the saved story in SWR's cache. Resolves to the story as saved, or null when nothing changed.
 */
export async function uploadPageImage(storyId: number, pageNumber: number, file: File): Promise<StoryChangeResponse["story"] | null> {
  const url = await sendCheckedFile(file);
  if (url === null) return null;
  try {
    const body: ManualImageRequest = { imageURL: url };
    const change = await fetchJson<StoryChangeResponse>(`${storyUrl(storyId)}/manual-image/${pageNumber}`, { method: "PUT", body });
    await Promise.all([mutate<StoryDetailResponse>(storyUrl(storyId), { success: true, story: change.story }, { revalidate: false }), mutate(STORIES_URL)]);
    toast.success("Upload Successful", { description: "Image Uploaded" });
    return change.story;
  } catch (error) {
    toast.error("Upload Failed", { description: withReason(ATTACH_FAILED, error) });
    return null;
  }
}

/**
 * Uploads `file` as an attached asset (the gallery's 'Upload asset'), with the same checks and
 * toasts. Resolves to the asset's name, or null when nothing was stored.
 */
export async function uploadAttachedAsset(file: File): Promise<string | null> {
  const url = await sendCheckedFile(file);
  if (url === null) return null;
  try {
    const body: AttachedAssetRequest = { imageURL: url, fileName: file.name };
    const answer = await fetchJson<AttachedAssetCreatedResponse>(ATTACHED_ASSETS_URL, { method: "POST", body });
    toast.success("Upload Successful", { description: `Attached asset "${answer.asset.name}" uploaded` });
    return answer.asset.name;
  } catch (error) {
    toast.error("Upload Failed", { description: withReason("Failed to upload attached asset.", error) });
    return null;
  }
}
