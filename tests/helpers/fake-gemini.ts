/**
 * A fake Gemini API of our own for tests: Deno.serve on 127.0.0.1 (port 0) speaking the REST and
 * SSE protocol `@google/genai` uses (`POST /{version}/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse`, key in `x-goog-api-key`), with scripted replies and errors.
 * Point the server at it with `GEMINI_BASE_URL: fake.url`. Never calls Google.
 *
 *   const fake = await startFakeGemini();
 *   fake.reply({ chunks: ["Hello ", "there."] }, fakeErrors.quota(), { json: { days: [] } });
 *   ... fake.requests[0].body.contents ...
 *   await fake.close();
 */
import { makeTestApp, type TestApp } from "./app.ts";

/** A chunk of text, or a pause until the promise settles (to observe streaming step by step). */
export type Chunk = string | { wait: Promise<unknown> };

export type Script =
  /** A normal answer: one SSE event per chunk when streaming; the joined text otherwise. */
  | { chunks: Chunk[] }
  /** An HTTP error with Gemini's JSON error body. */
  | { httpError: { status: number; body: unknown } }
  /** Some chunks, then an error event inside the stream (as Gemini sends one mid-stream). */
  | { chunks: Chunk[]; thenError: { code: number; message: string; status: string } }
  /** Some chunks, then the connection breaks (a network failure mid-stream). */
  | { chunks: Chunk[]; thenHangUp: true }
  /** A well-formed answer with no text. */
  | { empty: true }
  /** A structured answer (a request with `responseJsonSchema`): `json` written as the answer's text. */
  | { json: unknown };

export type ReceivedRequest = {
  method: string;
  path: string;
  search: string;
  apiKey: string | null;
  // deno-lint-ignore no-explicit-any
  body: any;
};

/** Gemini's real error bodies. */
export const fakeErrors = {
  quota: (): Script => ({
    httpError: {
      status: 429,
      body: {
        error: {
          code: 429,
          message: "You exceeded your current quota, please check your plan and billing details.",
          status: "RESOURCE_EXHAUSTED",
        },
      },
    },
  }),
  invalidKey: (): Script => ({
    httpError: {
      status: 400,
      body: {
        error: {
          code: 400,
          message: "API key not valid. Please pass a valid API key.",
          status: "INVALID_ARGUMENT",
          details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" }],
        },
      },
    },
  }),
  permissionDenied: (): Script => ({
    httpError: { status: 403, body: { error: { code: 403, message: "Permission denied.", status: "PERMISSION_DENIED" } } },
  }),
  /** A 429 not about quota (e.g. a proxy throttling): the "rate" class of server/ai/errors.ts. */
  tooManyRequests: (): Script => ({
    httpError: { status: 429, body: { error: { code: 429, message: "Too many requests, slow down.", status: "TOO_MANY_REQUESTS" } } },
  }),
  invalidArgument: (): Script => ({
    httpError: { status: 400, body: { error: { code: 400, message: "Request contains an invalid argument.", status: "INVALID_ARGUMENT" } } },
  }),
  internal: (): Script => ({
    httpError: { status: 500, body: { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } } },
  }),
};

export type FakeGemini = {
  url: string;
  requests: ReceivedRequest[];
  /** Queues scripted answers, used in order; with none queued the answer is `defaultText`. */
  reply(...scripts: Script[]): void;
  defaultText: string;
  close(): Promise<void>;
};

const encoder = new TextEncoder();

function candidate(text: string, finished: boolean) {
  return {
    candidates: [{ content: { role: "model", parts: [{ text }] }, index: 0, ...(finished ? { finishReason: "STOP" } : {}) }],
    modelVersion: "fake-gemini",
  };
}

// deno-lint-ignore require-await
export async function startFakeGemini(): Promise<FakeGemini> {
  const queue: Script[] = [];
  const requests: ReceivedRequest[] = [];
  const fake: FakeGemini = {
    url: "",
    requests,
    defaultText: "Fake reply.",
    reply: (...scripts) => queue.push(...scripts),
    close: async () => {},
  };

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const text = await req.text();
    requests.push({
      method: req.method,
      path: url.pathname,
      search: url.search,
      apiKey: req.headers.get("x-goog-api-key"),
      body: text ? JSON.parse(text) : undefined,
    });
    const match = url.pathname.match(/^\/[^/]+\/models\/[^/:]+:(generateContent|streamGenerateContent)$/);
    if (req.method !== "POST" || !match) {
      return Response.json({ error: { code: 404, message: "Not found", status: "NOT_FOUND" } }, { status: 404 });
    }
    const next: Script = queue.shift() ?? { chunks: [fake.defaultText] };
    if ("httpError" in next) return Response.json(next.httpError.body, { status: next.httpError.status });
    const script = "json" in next ? { chunks: [JSON.stringify(next.json)] } : next;

    const streaming = match[1] === "streamGenerateContent";
    if (!streaming) {
      if ("empty" in script) return Response.json({ candidates: [{ content: { role: "model", parts: [] }, finishReason: "STOP" }] });
      let joined = "";
      for (const chunk of script.chunks) {
        if (typeof chunk === "string") joined += chunk;
        else await chunk.wait;
      }
      return Response.json(candidate(joined, true));
    }

    // One step per pull: a step runs only after the server took the previous chunk for sending,
    // so a hang-up happens after the earlier chunks went out.
    const steps: (() => Promise<void> | void)[] = [];
    const event = (data: unknown) => () => controllerRef!.enqueue(encoder.encode(`data: ${JSON.stringify(data)}\r\n\r\n`));
    if ("empty" in script) {
      steps.push(event({ candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason: "STOP" }] }));
    } else {
      const texts = script.chunks;
      const lastText = texts.map((c) => typeof c === "string").lastIndexOf(true);
      const breaks = "thenError" in script || "thenHangUp" in script;
      texts.forEach((chunk, i) => {
        if (typeof chunk === "string") steps.push(event(candidate(chunk, i === lastText && !breaks)));
        else steps.push(async () => void await chunk.wait);
      });
      if ("thenError" in script) steps.push(event({ error: script.thenError }));
      if ("thenHangUp" in script) steps.push(() => controllerRef!.error(new Error("connection reset by fake gemini")));
    }
    let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controllerRef = controller;
      },
      async pull(controller) {
        const step = steps.shift();
        if (!step) return controller.close();
        const before = controller.desiredSize;
        await step();
        // A pause step enqueues nothing: run the next step in the same pull.
        while (steps.length > 0 && controller.desiredSize === before) {
          const next = steps.shift()!;
          await next();
        }
        if (steps.length === 0 && controller.desiredSize !== null) {
          try {
            controller.close();
          } catch { /* errored (hang-up) */ }
        }
      },
    }, { highWaterMark: 0 });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  });

  fake.url = `http://127.0.0.1:${server.addr.port}`;
  fake.close = async () => {
    await server.shutdown();
  };
  return fake;
}

/** An address where nothing listens (a network failure). */
export async function closedPortUrl(): Promise<string> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  await Promise.resolve();
  return `http://127.0.0.1:${port}`;
}

/** A promise with its resolver, to release a paused chunk from the test. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

export const FAKE_MODEL = "gemini-test";

/** The environment that points the app at `fake`. */
export const fakeGeminiEnv = (url: string): Record<string, string> => ({
  GEMINI_API_KEY: "test-key",
  GEMINI_BASE_URL: url,
  GEMINI_MODEL: FAKE_MODEL,
});

/** An in-process app wired to a fresh fake Gemini; both are closed afterwards. */
export async function withFakeGeminiApp(
  fn: (t: TestApp, fake: FakeGemini) => Promise<void>,
  options: { seed?: boolean } = {},
): Promise<void> {
  const fake = await startFakeGemini();
  const t = await makeTestApp({ seed: options.seed, env: fakeGeminiEnv(fake.url) });
  try {
    await fn(t, fake);
  } finally {
    await t.close();
    await fake.close();
  }
}
