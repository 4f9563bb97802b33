import useSWR, { mutate } from "swr";
import { GENERATION_ALLOWANCE_PATH, imagesLeftText, type GenerationAllowanceResponse } from "@/lib/generation/allowance";
import { fetchJson, swrDefaults } from "./fetch-json";

// What is left of today's generation limits, as the back office shows it before each paid action.

export function useGenerationAllowance(): GenerationAllowanceResponse | undefined {
  return useSWR(GENERATION_ALLOWANCE_PATH, (key: string) => fetchJson<GenerationAllowanceResponse>(key), swrDefaults).data;
}

/** Reads the allowance afresh after something used it. */
export function refreshGenerationAllowance(): Promise<unknown> {
  return mutate(GENERATION_ALLOWANCE_PATH);
}

/** The images line of a confirmation, read just before it is asked; empty when it cannot be read. */
export async function imagesLeftLine(): Promise<string> {
  try {
    const { images } = await fetchJson<GenerationAllowanceResponse>(GENERATION_ALLOWANCE_PATH);
    return imagesLeftText(images);
  } catch {
    return "";
  }
}
