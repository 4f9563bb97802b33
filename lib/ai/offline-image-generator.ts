import "server-only";
import { toLineArt } from "./line-art";
import { composeColoringPageSvg } from "./offline-line-art";
import type { ImageGenerator } from "./types";

export const OFFLINE_IMAGE_GENERATOR_NAME = "Offline line-art generator";

export function createOfflineImageGenerator(): ImageGenerator {
  return {
    provider: "offline",
    name: OFFLINE_IMAGE_GENERATOR_NAME,
    async generate(request) {
      return { png: await toLineArt(Buffer.from(composeColoringPageSvg(request))), provider: "offline" };
    },
  };
}
