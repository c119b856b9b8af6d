/**
 * Every text the API can answer with is in the answers of the locales tree (locales/en/answers.json), so it
 * reaches a traveller in their language: the messages of thrown errors (`badRequest(...)`,
 * `notFound(...)`, `new AppError(kind, ...)`...) and of rate limits (`message:` of a limit) under
 * server/, texts given with their values (`withValues(...)`), and the validation messages of the contract's schemas (`error:`, `message:`, and the
 * message argument of `.min`, `.max`, `.regex`, `.email`, `.refine`). A message is found in the
 * source as a string, a template (each `${...}` stands for a value: the answers' entry has an
 * ICU argument there) or a named constant (`NAME` or `NAME.field`, read from the module that
 * exports it). A message the scan finds but the answers lack fails the test, naming its file.
 */
import assert from "node:assert/strict";
import { ANSWER_TEXTS } from "../../server/locales.ts";

const ROOT = new URL("../../", import.meta.url);
const LITERAL = String.raw`"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60`;
const NAME = String.raw`[A-Z][A-Z0-9_]*(?:\.[a-zA-Z]+)?`;
const ERROR_CALL = new RegExp(
  String.raw`\b(badRequest|notFound|conflict|unauthorized|forbidden|tooLarge|unsupportedType|timedOut|keyReused|limitReached|busy|unavailable)\(\s*(${LITERAL}|${NAME})` +
    String.raw`|new AppError\(\s*"[a-z_]+",\s*(${LITERAL}|${NAME})`,
  "g",
);
const WITH_VALUES = new RegExp(String.raw`\bwithValues\(\s*(${LITERAL})`, "g");
const LIMIT_MESSAGE = new RegExp(String.raw`\bmessage:\s*(${LITERAL}|${NAME})\s*[,}\n]`, "g");
const SCHEMA_MESSAGE = new RegExp(
  String.raw`\b(?:error|message):\s*(${LITERAL})|\.(?:min|max|regex|email|refine|length)\((?:[^,()"\x60]*(?:\([^()]*\))?[^,()"\x60]*,\s*)?(${LITERAL})` +
    // A named constant as the message, after the rule's own argument: `.refine(isPhoneNumber, PHONE_INVALID)`.
    String.raw`|\.(?:min|max|regex|email|refine|length)\([^,()"\x60]*(?:\([^()]*\))?[^,()"\x60]*,\s*(${NAME})\s*\)`,
  "g",
);

type Found = { file: string; text: string };

async function sources(folder: string): Promise<{ file: string; code: string }[]> {
  const out: { file: string; code: string }[] = [];
  const walk = async (dir: URL) => {
    for await (const entry of Deno.readDir(dir)) {
      const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
      if (entry.isDirectory) await walk(url);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith("_test.ts")) out.push({ file: url.pathname.slice(ROOT.pathname.length), code: await Deno.readTextFile(url) });
    }
  };
  await walk(new URL(folder, ROOT));
  return out;
}

/** The text of a literal: a template's `${...}` parts become `{}`. */
function textOf(literal: string): string {
  const body = literal.slice(1, -1);
  return literal.startsWith("`") ? body.replace(/\$\{[^}]*\}/g, "{}") : JSON.parse(literal);
}

/** The value of a named constant: read from the module that exports it, else its literal in the same file. */
async function constantText(name: string, file: string, all: { file: string; code: string }[]): Promise<string | undefined> {
  const [head, field] = name.split(".");
  const home = all.find((s) => new RegExp(String.raw`export const ${head}\b`).test(s.code));
  if (home) {
    const module = await import(new URL(home.file, ROOT).href);
    const value = field ? module[head]?.[field] : module[head];
    if (typeof value === "string") return value;
    return undefined;
  }
  const local = all.find((s) => s.file === file)!.code.match(new RegExp(String.raw`const ${head}\s*=\s*(${LITERAL})`));
  return local ? textOf(local[1]) : undefined;
}

async function foundMessages(): Promise<Found[]> {
  const server = await sources("server/");
  const contract = await sources("contract/");
  const all = [...server, ...contract];
  const found: Found[] = [];
  const add = async (file: string, raw: string) => {
    if (raw.startsWith('"') || raw.startsWith("`")) return found.push({ file, text: textOf(raw) });
    const text = await constantText(raw, file, all);
    if (text === undefined) throw new Error(`${file}: the message ${raw} could not be read`);
    found.push({ file, text });
  };
  for (const { file, code } of server) {
    // The configuration's messages are for the operator at start, never an API answer.
    if (file.startsWith("server/observe/") || file.startsWith("server/mail/") || file === "server/config.ts") continue;
    for (const match of code.matchAll(ERROR_CALL)) {
      // A file's own helper of the same name (an upload's `tooLarge(bytes)`) is read where it makes its error.
      if (match[1] && new RegExp(String.raw`(const|function) ${match[1]}\b`).test(code)) continue;
      await add(file, match[2] ?? match[3]);
    }
    for (const match of code.matchAll(LIMIT_MESSAGE)) await add(file, match[1]);
    for (const match of code.matchAll(WITH_VALUES)) await add(file, match[1]);
  }
  for (const { file, code } of contract) {
    for (const match of code.matchAll(SCHEMA_MESSAGE)) {
      const raw = match[1] ?? match[2] ?? match[3];
      if (match[3] || textOf(raw).trim().length > 1) await add(file, raw);
    }
  }
  return found;
}

/** An answer text as the scan sees it: each ICU argument `{name}` is `{}`. */
const shapeOf = (text: string) => text.replace(/\{[a-zA-Z]+\}/g, "{}");

Deno.test("every message the API can answer with is in the answers of the locales tree", async () => {
  const known = new Set(ANSWER_TEXTS.map(shapeOf));
  const found = await foundMessages();
  assert.ok(found.length > 80, `the scan found only ${found.length} messages: it no longer reads the sources`);
  const missing = found.filter(({ text }) => !known.has(shapeOf(text)));
  assert.deepEqual(missing.map(({ file, text }) => `${file}: ${text}`), []);
});
