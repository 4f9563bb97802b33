import { PUT as localUpload } from "@/app/api/objects/local-upload/[...key]/route";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { GET as serveObject } from "@/app/objects/[...key]/route";
import { ORIGIN, get } from "./accounts";
import { callRoute } from "./route-caller";

export type UploadAnswer = { success: boolean; url: string; uploadURL: string };

/** An upload as the back office makes it: a location asked for as `cookie`'s admin, then the bytes PUT to the local upload route. */
export async function uploadThroughLocalRoute(cookie: string, bytes: Buffer, contentType: string): Promise<{ answer: UploadAnswer; put: Response }> {
  const answer = (await (await callRoute(requestUpload, "POST", "/api/objects/upload", { cookie })).json()) as UploadAnswer;
  const target = new URL(answer.uploadURL, ORIGIN);
  const key = target.pathname.replace("/api/objects/local-upload/", "").split("/");
  const put = await localUpload(new Request(target, { method: "PUT", headers: { origin: ORIGIN, "content-type": contentType }, body: new Uint8Array(bytes) }), {
    params: Promise.resolve({ key }),
  });
  return { answer, put };
}

/** What /objects/... answers for a stored object's URL (`/objects/folder/name.png`), with the cookie if given. */
export function serveStored(url: string, cookie?: string): Promise<Response> {
  return serveObject(get(url, cookie), { params: Promise.resolve({ key: url.replace(/^\/objects\//, "").split("/") }) });
}
