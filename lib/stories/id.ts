import { z } from "zod";

// Story ids in paths: a positive integer that fits PostgreSQL's integer column.
export const storyIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Story id must be a positive integer")
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, "Story id must be a positive integer");

export function parseStoryId(value: string): number | null {
  const parsed = storyIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
