import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "@/lib/client/fetch-json";
import { versionedFetcher } from "@/lib/client/fetch-versioned";
import { stubFetch } from "../../../support/fake-fetch";

const answer = (status: number, body: unknown, etag?: string) =>
  new Response(status === 304 ? null : JSON.stringify(body), { status, headers: etag ? { etag } : {} });

afterEach(() => vi.unstubAllGlobals());

describe("versioned fetcher", () => {
  it("sends the held ETag back and answers the same object when the server says 304", async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(answer(200, { stories: [1, 2] }, '"v1"'))
      .mockResolvedValueOnce(answer(304, null, '"v1"'));
    const fetcher = versionedFetcher<{ stories: number[] }>();
    const first = await fetcher("/api/stories");
    const second = await fetcher("/api/stories");
    expect(second).toBe(first);
    expect(fetchMock.mock.calls[0]![1]!.headers).toBeUndefined();
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ cache: "no-store", headers: { "if-none-match": '"v1"' } });
  });

  it("starts from an answer the server page sent with its ETag, so the first poll is a 304", async () => {
    const fetchMock = stubFetch().mockResolvedValueOnce(answer(304, null, '"v7"'));
    const fetcher = versionedFetcher<{ stories: number[] }>();
    const served = { stories: [7] };
    fetcher.prime("/api/stories", '"v7"', served);
    expect(await fetcher("/api/stories")).toBe(served);
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ "if-none-match": '"v7"' });
  });

  it("takes a changed answer and its new ETag", async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(answer(200, { stories: [1] }, '"v1"'))
      .mockResolvedValueOnce(answer(200, { stories: [1, 2] }, '"v2"'))
      .mockResolvedValueOnce(answer(304, null, '"v2"'));
    const fetcher = versionedFetcher<{ stories: number[] }>();
    await fetcher("/api/stories");
    const changed = await fetcher("/api/stories");
    expect(changed).toEqual({ stories: [1, 2] });
    expect(await fetcher("/api/stories")).toBe(changed);
    expect(fetchMock.mock.calls[2]![1]!.headers).toEqual({ "if-none-match": '"v2"' });
  });

  it("sends no ETag for another address or after an answer without one, and throws on an error status", async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(answer(200, { a: 1 }, '"v1"'))
      .mockResolvedValueOnce(answer(200, { b: 1 }))
      .mockResolvedValueOnce(answer(200, { b: 2 }))
      .mockResolvedValueOnce(new Response("Forbidden", { status: 403 }));
    const fetcher = versionedFetcher<unknown>();
    await fetcher("/a");
    await fetcher("/b");
    await fetcher("/b");
    expect(fetchMock.mock.calls[1]![1]!.headers).toBeUndefined();
    expect(fetchMock.mock.calls[2]![1]!.headers).toBeUndefined();
    await expect(fetcher("/b")).rejects.toBeInstanceOf(HttpError);
  });
});
