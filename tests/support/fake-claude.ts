import { afterAll, beforeAll } from "vitest";
import { createClaudeStoryWriter } from "@/lib/story-writing/claude-writer";
import type { StoryWriter } from "@/lib/story-writing/types";
import { startFakeServer, type FakeAnswer, type FakeServer } from "./fake-http-server";

// Claude's Messages API faked on loopback for a test file: the server, the writer pointed at it,
// and the answers Claude sends.

export const CLAUDE_TEST_MODEL = "claude-test-model";
export const CLAUDE_TEST_KEY = "sk-ant-test";

export type FakeClaude = FakeServer & {
  /** The Claude story writer with this server as its API, retrying `maxRetries` times (none unless told). */
  writer(maxRetries?: number): StoryWriter;
};

/**
 * A fake server started before the file's tests and closed after them. The handle is filled in
 * when the server starts, so it is used inside tests and hooks, as a `let` set in `beforeAll` was.
 */
export function fakeClaudeForFile(): FakeClaude {
  const fake = {
    writer: (maxRetries = 0) => createClaudeStoryWriter({ apiKey: CLAUDE_TEST_KEY, baseURL: fake.url, model: CLAUDE_TEST_MODEL, maxRetries }),
  } as FakeClaude;
  beforeAll(async () => {
    Object.assign(fake, await startFakeServer());
  });
  afterAll(() => fake.close());
  return fake;
}

/** A Messages API message whose one text block is `text` (none when empty). */
export function claudeMessage(text: string, stopReason = "end_turn") {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: CLAUDE_TEST_MODEL,
    content: text ? [{ type: "text", text }] : [],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

/** Claude's answer with `body` (a story, say) as its JSON text. */
export function claudeAnswer(body: unknown): FakeAnswer {
  return { json: claudeMessage(JSON.stringify(body)) };
}
