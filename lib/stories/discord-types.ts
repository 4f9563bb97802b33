import type { ImagePromptResponse } from "./image-types";

// The answers of the Midjourney-through-Discord endpoints, declared once for the route handlers
// and the screens. Client-safe: no server imports here.

export type DiscordGenerationStartedResponse = { success: true; message: string };

/** 'Test Discord RAG': the /imagine prompt for the page, and whether Discord is configured to send it. */
export type DiscordPromptResponse = ImagePromptResponse & { provider: "midjourney"; configured: boolean };
