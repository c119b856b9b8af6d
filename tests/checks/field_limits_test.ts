/**
 * A field's bounds in the web app come from the contract's LIMITS, the numbers the server checks:
 * ESLint (web/eslint.config.js, run by `deno task check`) refuses a number written as a
 * `maxLength`, `minLength` or an input's `min`/`max`, in JSX or in an object of props. Each
 * planted line below is linted from standard input as a file of web/src; nothing is written.
 * (`deno task check` lints web/src itself with the same rule.)
 */
import assert from "node:assert/strict";
import { eslint } from "../../scripts/check.ts";

const WEB = new URL("../../web/", import.meta.url).pathname;
const RULE = "no-restricted-syntax";

type Message = { ruleId: string | null; line: number; message: string };

/** The messages of `rule` ESLint gives `source` as the file web/src/features/planted/planted.tsx. */
async function lint(source: string): Promise<Message[]> {
  const [command, ...args] = eslint(["--format", "json", "--stdin", "--stdin-filename", "src/features/planted/planted.tsx"]);
  const child = new Deno.Command(command, {
    args,
    cwd: WEB,
    env: { NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(source));
  await writer.close();
  const { stdout, stderr } = await child.output();
  const text = new TextDecoder().decode(stdout);
  assert.ok(text.startsWith("["), `ESLint gave no report: ${new TextDecoder().decode(stderr)}`);
  const [file] = JSON.parse(text) as { messages: Message[] }[];
  return file.messages.filter((message) => message.ruleId === RULE);
}

const PLANTED = [
  `export const a = <input maxLength={200} />;`,
  `export const b = <input maxLength="40" />;`,
  `export const c = <textarea minLength={2} />;`,
  `export const d = <input type="number" min={1} />;`,
  `export const e = <input type="number" max={1000} />;`,
  `export const f = { label: "Name", maxLength: 5000 };`,
  `export const g = (long: boolean) => <textarea maxLength={long ? 5000 : undefined} />;`,
];

const CLEAN = [
  `import { LIMITS } from "@contract/limits.ts";`,
  `export const a = <input maxLength={LIMITS.shortText} />;`,
  `export const b = <input type="number" min={LIMITS.numPeopleMin} max={LIMITS.numPeopleMax} />;`,
  `export const c = (long: boolean) => <textarea maxLength={long ? LIMITS.longText : LIMITS.shortText} />;`,
  `export const d = { label: "Name", maxLength: LIMITS.shortText };`,
  // A progress bar's 100 is a percentage, not a field's bound.
  `export const e = <progress max={100} value={40} />;`,
];

Deno.test("a number written as a field's bound in web/src fails the check, each on its line", async () => {
  const found = await lint(PLANTED.join("\n") + "\n");
  assert.deepEqual(found.map((message) => message.line), PLANTED.map((_, at) => at + 1));
  assert.match(found[0].message, /LIMITS/);
});

Deno.test("bounds named from LIMITS pass the check", async () => {
  assert.deepEqual(await lint(CLEAN.join("\n") + "\n"), []);
});

