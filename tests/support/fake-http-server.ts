import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for a multipart upload (read it with `formOf`). */
  raw: Buffer;
};

/** A recorded multipart request's fields and files, as the server would read them. */
export function formOf(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.raw), { headers: { "content-type": String(request.headers["content-type"]) } }).formData();
}
export type FakeAnswer = {
  status?: number;
  json?: unknown;
  text?: string;
  /** A binary body (an image), sent with contentType. */
  bytes?: Buffer;
  contentType?: string;
  /** Waits this long before answering, as a slow service would. */
  delayMs?: number;
};

/** A loopback HTTP server that records each request and answers with whatever the test sets next. */
export async function startFakeServer() {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { status: 200, json: {} };
  const queued: FakeAnswer[] = [];
  const byPath = new Map<string, FakeAnswer>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: raw.toString("utf8"), raw });
      const current = byPath.get(request.url ?? "") ?? queued.shift() ?? answer;
      const body = current.bytes ?? current.text ?? JSON.stringify(current.json);
      const contentType = current.contentType ?? (current.text === undefined ? "application/json" : "text/plain");
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(current.status ?? 200, { "content-type": contentType });
        response.end(body);
      };
      if (current.delayMs) setTimeout(send, current.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: FakeAnswer) {
      queued.length = 0;
      answer = next;
    },
    /** Answers every request to this path with this, whatever answerWith and answerNext say; null stops. */
    answerPath(path: string, next: FakeAnswer | null) {
      if (next) byPath.set(path, next);
      else byPath.delete(path);
    },
    /** Answers the next requests with these, in order, then with answerWith's answer again. */
    answerNext(...answers: FakeAnswer[]) {
      queued.push(...answers);
    },
    lastJson(): Record<string, unknown> {
      const last = requests.at(-1);
      if (!last) throw new Error("the fake server received no request");
      return JSON.parse(last.body) as Record<string, unknown>;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;
