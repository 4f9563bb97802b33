import "server-only";
import { getDb } from "@/lib/db";
import { getStorage, newObjectKey, objectUrl } from "@/lib/storage";
import { findAnyStory } from "@/lib/stories/server/queries";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { storyPages } from "@/lib/stories/model/story-data";
import { NARRATION_FOLDER } from "@/lib/narration/recorded/job";
import { narratedTexts, narrationTextHash, saveRecordings, type Recording } from "@/lib/narration/recorded/recordings";

// `npm run seed -- --narrated`: page 1 of the sample story gets recordings in both languages
// without a speech service, so the viewer's playback of recordings can be tried and tested.

// One silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz): a real, tiny MP3.
const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

export async function recordSampleNarration(storyId: number, pageNumber: number): Promise<void> {
  const page = storyPages((await findAnyStory(storyId))?.storyData).find((each) => each.pageNumber === pageNumber);
  if (!page) throw new Error(`Story ${storyId} has no page ${pageNumber}`);
  const made: Omit<Recording, "pageNumber">[] = [];
  for (const [language, text] of narratedTexts(page)) {
    const key = newObjectKey(NARRATION_FOLDER, "mp3");
    await getStorage().put(key, Buffer.concat(Array.from({ length: 10 }, () => SILENT_FRAME)), "audio/mpeg");
    made.push({ language, textHash: narrationTextHash(text), url: objectUrl(key) });
  }
  await (await getDb()).transaction((tx) => saveRecordings(tx, storyId, pageNumber, made));
  revalidateStory();
}
