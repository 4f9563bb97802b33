import "server-only";
import { getDb } from "@/lib/db";
import type { Language } from "@/lib/db/enums";
import type { NarrationSpeaker } from "@/lib/narration/recorded/openai-speech";
import { logRecoveredFailure } from "@/lib/core/errors";
import { PermanentJobError, type JobHandler } from "@/lib/jobs/types";
import { deleteObjectAt, getStorage, newObjectKey, objectKeyFromUrl, objectUrl } from "@/lib/storage";
import { findAnyStory } from "@/lib/stories/server/queries";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { storyPages } from "@/lib/stories/model/story-data";
import { currentRecordings, narratedTexts, narrationTextHash, saveRecordings, storyRecordings, type Recording } from "@/lib/narration/recorded/recordings";
import { getNarrationSpeaker } from "@/lib/narration/recorded/speaker";
import { timingsUrl } from "@/lib/narration/word-timing";

// A 'page-narration' job records one page's captions that have no current recording, one MP3
// per language, under new immutable keys, each with its words' timings beside it (a JSON object
// under the same name, from OpenAI's transcription of the recording), so playback highlights
// each word as it is heard; the rows are written when the job is marked done, and the
// recordings they replace are deleted after. A page already narrated costs no call.

export const NARRATION_FOLDER = "narration";

async function deleteQuietly(urls: string[]): Promise<void> {
  for (const url of urls.flatMap((each) => [each, timingsUrl(each)])) {
    await deleteObjectAt(url).catch((error: unknown) => logRecoveredFailure(`Could not delete the narration ${url}`, error));
  }
}

/**
 * Stores when each word of a recording is heard. Without them the recording still plays, its
 * words highlighted by an even estimate, so a transcription that fails costs the page nothing;
 * a cancelled job still stops.
 */
async function storeTimings(speaker: NarrationSpeaker, audio: Buffer, url: string, text: string, language: Language, signal: AbortSignal): Promise<void> {
  try {
    const timings = await speaker.timeWords(audio, text, language, signal);
    await getStorage().put(objectKeyFromUrl(timingsUrl(url))!, Buffer.from(JSON.stringify(timings)), "application/json");
  } catch (error) {
    if (signal.aborted) throw error;
    logRecoveredFailure(`Could not time the words of the narration ${url}`, error);
  }
}

export function createPageNarrationHandler(speaker: () => NarrationSpeaker = getNarrationSpeaker): JobHandler {
  return {
    async run(job, { signal }) {
      const pageNumber = job.pageNumber;
      if (pageNumber === null) throw new PermanentJobError("The job names no page.");
      const story = await findAnyStory(job.storyId);
      const page = storyPages(story?.storyData).find((each) => each.pageNumber === pageNumber);
      if (!page) throw new PermanentJobError(`Page ${pageNumber} no longer exists.`);
      const current = currentRecordings(page, await storyRecordings(await getDb(), job.storyId));
      const made: Omit<Recording, "pageNumber">[] = [];
      try {
        for (const [language, text] of narratedTexts(page)) {
          if (current[language]) continue;
          const audio = await speaker().speak(text, language, signal);
          const key = newObjectKey(NARRATION_FOLDER, "mp3");
          await getStorage().put(key, audio, "audio/mpeg");
          made.push({ language, textHash: narrationTextHash(text), url: objectUrl(key) });
          await storeTimings(speaker(), audio, objectUrl(key), text, language, signal);
        }
      } catch (error) {
        await deleteQuietly(made.map((recording) => recording.url));
        throw error;
      }
      let replaced: string[] = [];
      return {
        async save(tx) {
          replaced = await saveRecordings(tx, job.storyId, pageNumber, made);
        },
        afterSave() {
          if (made.length === 0) return;
          revalidateStory();
          void deleteQuietly(replaced);
        },
      };
    },
    // The failed job itself is what the detail page shows; the story and its other recordings are untouched.
    async giveUp() {},
  };
}

export const pageNarrationJob = createPageNarrationHandler();
