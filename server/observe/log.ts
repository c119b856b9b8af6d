/**
 * The server's one logger. Each line is an event with fields; the request id of the running request
 * is added by itself. JSON (one object a line) with LOG_FORMAT=json or whenever stdout is not a
 * terminal; otherwise a readable line. Information goes to stdout, warnings and errors to stderr:
 * through the console when OTEL_DENO=true (Deno exports console lines as OpenTelemetry logs with
 * their trace), else written directly (a third of the console's cost, for a line on every request;
 * information lines in batches, see `queueInfo`).
 * Callers pass only what is safe to keep: never tokens, passwords, codes or a person's details.
 */
import { currentRequestId } from "./request-context.ts";
import { tracingEnabled } from "./tracing.ts";

export type LogFormat = "json" | "pretty";
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type LogLine = { time: string; level: LogLevel; msg: string; requestId?: string } & LogFields;

/** The format when LOG_FORMAT does not say: readable for a person at a terminal, JSON for a collector. */
export function defaultLogFormat(): LogFormat {
  try {
    return Deno.stdout.isTerminal() ? "pretty" : "json";
  } catch {
    return "json";
  }
}

let format: LogFormat = defaultLogFormat();
let sink: ((level: LogLevel, text: string) => void) | undefined;
const throughConsole = tracingEnabled();
const encoder = new TextEncoder();

/** Sets the format (from LOG_FORMAT at start) and, for tests, where lines go instead of the console. */
export function configureLog(options: { format?: LogFormat; sink?: (level: LogLevel, text: string) => void }): void {
  if (options.format) format = options.format;
  if ("sink" in options) sink = options.sink;
}

/** An error as fields a log line can hold: its name, message and stack. */
function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, stack: error.stack };
  return { error: String(error) };
}

export function formatLine(line: LogLine, as: LogFormat): string {
  if (as === "json") return JSON.stringify(line);
  const { time, level, msg, requestId, ...fields } = line;
  const stack = typeof fields.stack === "string" ? `\n${fields.stack}` : "";
  delete fields.stack;
  const pairs = Object.entries(fields).filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  return [time.slice(11, 23), level.toUpperCase().padEnd(5), msg, requestId ? `[${requestId}]` : "", ...pairs]
    .filter(Boolean).join(" ") + stack;
}

/** The last time written and its ISO text: `toISOString` costs microseconds, and under load many lines share a millisecond. */
let lastMs = NaN;
let lastTime = "";

function timeNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = new Date(ms).toISOString();
  }
  return lastTime;
}

function write(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const { error, ...rest } = fields;
  const line: LogLine = { time: timeNow(), level, msg, requestId: currentRequestId(), ...rest };
  if (error !== undefined) Object.assign(line, errorFields(error));
  const text = formatLine(line, format);
  if (sink) sink(level, text);
  else if (throughConsole) (level === "info" ? console.log : console.error)(text);
  else if (level === "info") queueInfo(text);
  else writeAll(Deno.stderr, encoder.encode(`${text}\n`));
}

/**
 * Information lines go out together in one write at most FLUSH_MS after the first of them (under
 * load, one write for a few hundred requests' lines instead of one for each turn of the event loop:
 * the writes were 7 % of a catalogue read's CPU, docs/performance.md). Warnings and errors are
 * written at once; what is queued is written before the process exits (`Deno.exit` included) or
 * when it reaches 64 KB.
 */
let queued = "";
let flushing = false;
const QUEUE_LIMIT = 64 * 1024;
const FLUSH_MS = 50;

function queueInfo(text: string): void {
  queued += `${text}\n`;
  if (queued.length >= QUEUE_LIMIT) return flushInfo();
  if (!flushing) {
    flushing = true;
    setTimeout(flushInfo, FLUSH_MS);
  }
}

function flushInfo(): void {
  flushing = false;
  if (!queued) return;
  const text = queued;
  queued = "";
  writeAll(Deno.stdout, encoder.encode(text));
}

globalThis.addEventListener("unload", flushInfo);

/** Writes every byte (a write may take part of them); a closed output drops the line, never the request. */
function writeAll(output: typeof Deno.stdout, bytes: Uint8Array): void {
  try {
    for (let done = 0; done < bytes.length;) done += output.writeSync(bytes.subarray(done));
  } catch { /* nowhere to write */ }
}

/** `fields.error` may be any thrown value: it is logged as its name, message and stack. */
export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};
