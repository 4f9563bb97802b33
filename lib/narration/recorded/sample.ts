import "server-only";
import { getDb } from "@/lib/db";
import { getStorage, newObjectKey, objectKeyFromUrl, objectUrl } from "@/lib/storage";
import { findAnyStory } from "@/lib/stories/server/queries";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { storyPages } from "@/lib/stories/model/story-data";
import { NARRATION_FOLDER } from "@/lib/narration/recorded/job";
import { narratedTexts, narrationTextHash, saveRecordings, type Recording } from "@/lib/narration/recorded/recordings";
import { timingsUrl, type RecordingTimings } from "@/lib/narration/word-timing";
import { captionWords, spokenWord } from "@/lib/narration/words";

// `npm run seed -- --narrated`: page 1 of the sample story gets recordings in both languages
// without a speech service, so the viewer's playback of recordings can be tried and tested. Their
// word timings pretend a reading of one word every SAMPLE_WORD_S seconds, as a transcript of a
// real one would time them.

export const SAMPLE_WORD_S = 0.5;

function sampleTimings(text: string): RecordingTimings {
  const words = captionWords(text).map((word, index) => ({ word: spokenWord(word.text), start: index * SAMPLE_WORD_S, end: (index + 0.8) * SAMPLE_WORD_S }));
  return { words, duration: words.length * SAMPLE_WORD_S };
}

// One silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz): a real, tiny MP3.
const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

export async function recordSampleNarration(storyId: number, pageNumber: number): Promise<void> {
  const page = storyPages((await findAnyStory(storyId))?.storyData).find((each) => each.pageNumber === pageNumber);
  if (!page) throw new Error(`Story ${storyId} has no page ${pageNumber}`);
  const made: Omit<Recording, "pageNumber">[] = [];
  for (const [language, text] of narratedTexts(page)) {
    const key = newObjectKey(NARRATION_FOLDER, "mp3");
    await getStorage().put(key, Buffer.concat(Array.from({ length: 10 }, () => SILENT_FRAME)), "audio/mpeg");
    await getStorage().put(objectKeyFromUrl(timingsUrl(objectUrl(key)))!, Buffer.from(JSON.stringify(sampleTimings(text))), "application/json");
    made.push({ language, textHash: narrationTextHash(text), url: objectUrl(key) });
  }
  await (await getDb()).transaction((tx) => saveRecordings(tx, storyId, pageNumber, made));
  revalidateStory();
}
