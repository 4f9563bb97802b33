import { vi, type Mock } from "vitest";

/** How one request is answered: a Response (or its promise), or any other value sent as JSON. */
export type FetchAnswer = (url: string, init: RequestInit | undefined) => unknown;

/**
 * The answers by request, `"METHOD /path"` or `"/path"` for any method; a value that is not a
 * function is sent as JSON each time.
 */
export type FetchRoutes = Record<string, unknown>;

export type FetchStub = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

const refuse: FetchAnswer = () => new Response("{}", { status: 500 });

async function respond(answer: unknown, url: string, init: RequestInit | undefined): Promise<Response> {
  const value = typeof answer === "function" ? await (answer as FetchAnswer)(url, init) : answer;
  return value instanceof Response ? value : Response.json(value);
}

/**
 * Stubs the global `fetch`, as the browser screens call it, with a mock that records each call and
 * answers from `routes` (a table, or one function for every request), else from `otherwise` (a
 * 500). `vi.unstubAllGlobals()` puts the real fetch back.
 */
export function stubFetch(routes: FetchRoutes | FetchAnswer = {}, otherwise: FetchAnswer = refuse): FetchStub {
  const stub: FetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (typeof routes === "function") return respond(routes, url, init);
    const method = init?.method ?? "GET";
    const key = [`${method} ${url}`, url].find((candidate) => candidate in routes);
    return respond(key === undefined ? otherwise : routes[key], url, init);
  });
  vi.stubGlobal("fetch", stub);
  return stub;
}
