import { npmRun } from "./cli";

/** Adds a sample story through the running server (`npm run seed`) and returns its id. */
export async function seedStory(args: string[] = []): Promise<number> {
  const output = await npmRun("seed", args);
  const id = /story-id=(\d+)/.exec(output)?.[1];
  if (!id) throw new Error(`npm run seed printed no story id:\n${output}`);
  return Number(id);
}
