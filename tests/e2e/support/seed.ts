import { seedStoryArgs } from "@/scripts/seed-options";
import { serverCommand } from "./cli";

/**
 * Adds sample stories (`npm run seed` flags) through the running server, the way `npm run seed`
 * reaches it, without starting a tool process (seconds of TypeScript loading per story).
 */
export async function seed(args: string[] = []): Promise<string> {
  return (await serverCommand("seed-story", seedStoryArgs(args))).join("\n");
}

/** Adds a sample story and returns its id. */
export async function seedStory(args: string[] = []): Promise<number> {
  const output = await seed(args);
  const id = /story-id=(\d+)/.exec(output)?.[1];
  if (!id) throw new Error(`Seeding printed no story id:\n${output}`);
  return Number(id);
}
