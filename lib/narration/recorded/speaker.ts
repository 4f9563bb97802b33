import "server-only";
import { createOpenAISpeaker, type NarrationSpeaker } from "@/lib/narration/recorded/openai-speech";
import { env } from "@/lib/core/env";

// Recorded narration is made by OpenAI's speech endpoint only; without OPENAI_API_KEY the
// public viewer reads with the browser's own voice instead, so there is no offline speaker.

let speaker: NarrationSpeaker | undefined;

export function narrationAvailable(): boolean {
  return Boolean(env().OPENAI_API_KEY);
}

export function getNarrationSpeaker(): NarrationSpeaker {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_TTS_MODEL, OPENAI_TTS_VOICE } = env();
  if (!OPENAI_API_KEY) throw new Error("Recorded narration needs OPENAI_API_KEY.");
  speaker ??= createOpenAISpeaker({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_TTS_MODEL, voice: OPENAI_TTS_VOICE });
  return speaker;
}
