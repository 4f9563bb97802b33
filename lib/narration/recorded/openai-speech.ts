import "server-only";
import OpenAI, { toFile } from "openai";
import type { Language } from "@/lib/db/enums";
import { PermanentJobError } from "@/lib/jobs/types";
import type { RecordingTimings } from "@/lib/narration/word-timing";
import { failureReason, GenerationError } from "@/lib/story-writing/types";

export type OpenAISpeechConfig = {
  apiKey: string;
  /** Unset means OpenAI's API; tests point it at a loopback fake. */
  baseURL?: string;
  model: string;
  voice: string;
  maxRetries?: number;
  timeoutMs?: number;
};

/** Reads a page's text aloud as MP3 bytes, and tells when each word of a recording is heard. */
export interface NarrationSpeaker {
  speak(text: string, language: Language, signal?: AbortSignal): Promise<Buffer>;
  timeWords(audio: Buffer, text: string, language: Language, signal?: AbortSignal): Promise<RecordingTimings>;
}

// The one OpenAI transcription model that gives each word's timestamps.
export const WORD_TIMING_MODEL = "whisper-1";

// The same voice reads both languages, so the two readings sound like one grandmother.
const STORYTELLER =
  "You are a warm, gentle grandmother reading a picture book aloud to a young child at bedtime. Speak slowly and clearly, with a smile in your voice, pausing briefly between sentences.";
const ACCENT: Record<Language, string> = {
  en: "Read in natural American English.",
  es: "Lee en español mexicano natural, con pronunciación clara.",
};

export function storytellerInstructions(language: Language): string {
  return `${STORYTELLER} ${ACCENT[language]}`;
}

// A refusal of the request itself (bad key, unknown voice, text refused) would be repeated by
// another attempt; a rate limit, an outage or a timeout may pass.
const isRefusal = (error: unknown) =>
  error instanceof OpenAI.APIError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export function createOpenAISpeaker(config: OpenAISpeechConfig): NarrationSpeaker {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: config.maxRetries ?? 2, timeout: config.timeoutMs ?? 120_000 });
  return {
    async speak(text, language, signal) {
      try {
        const answer = await client.audio.speech.create(
          { model: config.model, voice: config.voice, input: text, instructions: storytellerInstructions(language), response_format: "mp3" },
          { signal },
        );
        const audio = Buffer.from(await answer.arrayBuffer());
        if (audio.length === 0) throw new Error("the answer held no audio");
        return audio;
      } catch (error) {
        const message = `OpenAI could not record the narration: ${failureReason(error)}`;
        if (isRefusal(error)) throw new PermanentJobError(message, { cause: error });
        throw new GenerationError(message, { cause: error });
      }
    },
    // The caption is the prompt, so the transcript spells its words (names, accents) as the caption does.
    async timeWords(audio, text, language, signal) {
      const answer = await client.audio.transcriptions.create(
        {
          file: await toFile(audio, "narration.mp3", { type: "audio/mpeg" }),
          model: WORD_TIMING_MODEL,
          language,
          prompt: text,
          response_format: "verbose_json",
          timestamp_granularities: ["word"],
        },
        { signal },
      );
      const words = (answer.words ?? []).filter((word) => Number.isFinite(word.start) && Number.isFinite(word.end));
      if (words.length === 0) throw new Error("the transcript held no word timings");
      return { words: words.map(({ word, start, end }) => ({ word, start, end })), duration: answer.duration };
    },
  };
}
