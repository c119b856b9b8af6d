/**
 * The generative model, on the server only: `@google/genai` (its `/web` build, which reads no
 * environment at import; loaded at the first call, genai-sdk.ts) pointed at GEMINI_BASE_URL when set, with the API version pinned so tests
 * (a fake server) and production call the same paths. No key configured: no model (the catalogue
 * concierge and the curated ideas take over). The SDK does not retry on its own; neither do we.
 * With tracing on, each call is a span `ai.stream` or `ai.generate` (its HTTP call, a child).
 */
import type { GoogleGenAI } from "@google/genai/web";
import type { Config } from "../config.ts";
import { inSpan, inSpanStream } from "../observe/tracing.ts";
import { loadGenAi } from "./genai-sdk.ts";
import { once } from "../util/once.ts";

export const GEMINI_API_VERSION = "v1beta";

/** One earlier turn of a conversation, in the model's two roles. */
export type ChatTurn = { role: "user" | "model"; text: string };

export type AiModel = {
  readonly model: string;
  /** Streams the answer to the last user turn of `history` as text chunks. Errors are thrown while iterating. */
  stream(input: { system: string; history: ChatTurn[]; signal?: AbortSignal }): AsyncIterable<string>;
  /**
   * One complete answer to `prompt`. With `jsonSchema` (a JSON Schema), the answer is JSON of that
   * shape (Gemini's structured output: `responseMimeType` and `responseJsonSchema`). `timeoutMs`
   * replaces the one-shot timeout for a longer answer.
   */
  generate(input: { system?: string; prompt: string; jsonSchema?: unknown; timeoutMs?: number; signal?: AbortSignal }): Promise<string>;
};

/** A chat answer may stream for a while; a one-shot idea should come quickly. */
const STREAM_TIMEOUT_MS = 60_000;
const GENERATE_TIMEOUT_MS = 30_000;

export function createAiModel(config: Pick<Config, "GEMINI_API_KEY" | "GEMINI_BASE_URL" | "GEMINI_MODEL">): AiModel | null {
  if (!config.GEMINI_API_KEY) return null;
  const apiKey = config.GEMINI_API_KEY;
  const client = (timeout: number): () => Promise<GoogleGenAI> =>
    once(() =>
      loadGenAi().then(({ GoogleGenAI }) =>
        new GoogleGenAI({ apiKey, httpOptions: { baseUrl: config.GEMINI_BASE_URL, apiVersion: GEMINI_API_VERSION, timeout } })
      )
    );
  const streaming = client(STREAM_TIMEOUT_MS);
  const oneShot = client(GENERATE_TIMEOUT_MS);
  const model = config.GEMINI_MODEL;

  return {
    model,
    stream: ({ system, history, signal }) =>
      inSpanStream("ai.stream", { "gen_ai.request.model": model }, async function* () {
        const chunks = await (await streaming()).models.generateContentStream({
          model,
          contents: history.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
          config: { systemInstruction: system, abortSignal: signal },
        });
        for await (const chunk of chunks) {
          const text = chunk.text;
          if (text) yield text;
        }
      }),
    generate: ({ system, prompt, jsonSchema, timeoutMs, signal }) =>
      inSpan("ai.generate", { "gen_ai.request.model": model }, async () => {
        const structured = jsonSchema === undefined ? {} : { responseMimeType: "application/json", responseJsonSchema: jsonSchema };
        const timeout = timeoutMs === undefined ? {} : { httpOptions: { timeout: timeoutMs } };
        const answer = await (await oneShot()).models.generateContent({
          model,
          contents: [{ role: "user", parts: [{ text: prompt }] }],
          config: { systemInstruction: system, abortSignal: signal, ...structured, ...timeout },
        });
        return answer.text ?? "";
      }),
  };
}
