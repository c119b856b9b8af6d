/**
 * The checks of `deno task check` fail on what they are there to catch: a planted violation of each
 * dependency rule (in a temporary copy of the layout, checked with the repository's own
 * .dependency-cruiser.cjs) and of each React Hooks rule (linted from standard input as a file of
 * web/src, with web/eslint.config.js). Nothing is written inside the repository.
 */
import assert from "node:assert/strict";
import { dependencyCruiser, eslint } from "../../scripts/check.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

async function output(cmd: string[], cwd: string, stdin?: string) {
  const child = new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    cwd,
    env: { NO_COLOR: "1" },
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(stdin));
    await writer.close();
  }
  const { code, stdout, stderr } = await child.output();
  return { code, stdout: new TextDecoder().decode(stdout), stderr: new TextDecoder().decode(stderr) };
}

/** Files of a small tree in the repository's layout: path -> source. */
type Tree = Record<string, string>;

/** Imports that every rule allows; the clean tree must pass. */
const CLEAN: Tree = {
  "contract/limits.ts": `export const LIMITS = { name: 80 };\n`,
  "contract/user.ts":
    `import { z } from "zod";\nimport { LIMITS } from "./limits.ts";\nexport const name = z.string().max(LIMITS.name);\n`,
  "server/errors.ts": `export class AppError extends Error {}\n`,
  "server/http/errors.ts":
    `import { Hono } from "hono";\nimport { AppError } from "../errors.ts";\nexport { AppError, Hono };\n`,
  "server/kv/users.ts":
    `import { name } from "../../contract/user.ts";\nimport { AppError } from "../errors.ts";\nexport { AppError, name };\n`,
  "server/services/users.ts":
    `import { AppError } from "../errors.ts";\nimport { name } from "../kv/users.ts";\nexport { AppError, name };\n`,
  "server/routes/users.ts":
    `import { Hono } from "hono";\nimport { name } from "../services/users.ts";\nexport { Hono, name };\n`,
  "server/pages/public-pages.ts":
    `import { AppError } from "../http/errors.ts";\nexport const pages = ["/"];\nexport { AppError };\n`,
  "server/seo/sitemap.ts": `import { pages } from "../pages/public-pages.ts";\nexport const sitemap = pages;\n`,
  "web/src/lib/format.ts": `export const format = (n: number) => String(n);\n`,
  "web/src/components/price.tsx":
    `import { format } from "../lib/format.ts";\nexport const price = format(1);\n`,
  "web/src/features/catalogue/api/get-packages.ts":
    `import { format } from "../../../lib/format.ts";\nexport const packages = format(2);\n`,
  "web/src/features/catalogue/components/list.tsx":
    `import { packages } from "../api/get-packages.ts";\nimport { price } from "../../../components/price.tsx";\nexport const list = [packages, price];\n`,
  "web/src/features/chat/components/window.tsx":
    `import { format } from "../../../lib/format.ts";\nexport const chat = format(3);\n`,
  "web/src/domains/account/profile-form.ts":
    `import { format } from "../../lib/format.ts";\nimport { price } from "../../components/price.tsx";\nexport const profile = [format, price];\n`,
  "web/src/domains/catalogue/labels.ts": `export const label = "Package";\n`,
  "web/src/features/account/components/profile.tsx":
    `import { profile } from "../../../domains/account/profile-form.ts";\nexport const edit = profile;\n`,
  "web/src/features/admin-users/components/wizard.tsx":
    `import { profile } from "../../../domains/account/profile-form.ts";\nexport const wizard = profile;\n`,
  "web/src/app/routes/packages.tsx":
    `import { list } from "../../features/catalogue/components/list.tsx";\nimport { chat } from "../../features/chat/components/window.tsx";\nexport const page = [list, chat];\n`,
  "scripts/browser.ts": `export const launch = () => "chromium";\n`,
  "tests/helpers/browser.ts": `export { launch } from "../../scripts/browser.ts";\n`,
  "bench/run.ts": `import { launch } from "../scripts/browser.ts";\nexport const run = launch;\n`,
};

/** One planted file per rule violation, with the rule it breaks and the module it wrongly imports. */
const PLANTED: { file: string; source: string; rule: string; to: string }[] = [
  {
    file: "contract/planted.ts",
    source: `import { AppError } from "../server/errors.ts";\nexport { AppError };\n`,
    rule: "contract-imports-nothing-of-ours",
    to: "server/errors.ts",
  },
  {
    file: "contract/planted-web.ts",
    source: `import { format } from "../web/src/lib/format.ts";\nexport { format };\n`,
    rule: "contract-imports-nothing-of-ours",
    to: "web/src/lib/format.ts",
  },
  {
    file: "server/kv/planted-hono.ts",
    source: `import { Hono } from "hono";\nexport { Hono };\n`,
    rule: "kv-imports-no-http",
    to: "hono",
  },
  {
    file: "server/kv/planted-npm-hono.ts",
    source: `import { HTTPException } from "npm:hono@4/http-exception";\nexport { HTTPException };\n`,
    rule: "kv-imports-no-http",
    to: "npm:hono@4/http-exception",
  },
  {
    file: "server/kv/planted-http.ts",
    source: `import { Hono } from "../http/errors.ts";\nexport { Hono };\n`,
    rule: "kv-imports-no-http",
    to: "server/http/errors.ts",
  },
  {
    file: "server/services/planted-hono.ts",
    source: `import { Hono } from "hono";\nexport { Hono };\n`,
    rule: "services-import-no-http",
    to: "hono",
  },
  {
    file: "server/services/planted-http.ts",
    source: `import { Hono } from "../http/errors.ts";\nexport { Hono };\n`,
    rule: "services-import-no-http",
    to: "server/http/errors.ts",
  },
  {
    file: "server/services/planted-routes.ts",
    source: `import { Hono } from "../routes/users.ts";\nexport { Hono };\n`,
    rule: "services-import-no-http",
    to: "server/routes/users.ts",
  },
  {
    file: "server/pages/planted.ts",
    source: `import { sitemap } from "../seo/sitemap.ts";\nexport { sitemap };\n`,
    rule: "pages-import-no-seo",
    to: "server/seo/sitemap.ts",
  },
  {
    file: "server/http/planted-pages.ts",
    source: `import { pages } from "../pages/public-pages.ts";\nexport { pages };\n`,
    rule: "http-imports-no-pages",
    to: "server/pages/public-pages.ts",
  },
  {
    file: "server/http/planted-seo.ts",
    source: `import { sitemap } from "../seo/sitemap.ts";\nexport { sitemap };\n`,
    rule: "http-imports-no-pages",
    to: "server/seo/sitemap.ts",
  },
  {
    file: "web/src/features/chat/components/planted.tsx",
    source: `import { list } from "../../catalogue/components/list.tsx";\nexport { list };\n`,
    rule: "feature-imports-no-other-feature",
    to: "web/src/features/catalogue/components/list.tsx",
  },
  {
    file: "web/src/components/planted.tsx",
    source: `import { packages } from "../features/catalogue/api/get-packages.ts";\nexport { packages };\n`,
    rule: "shared-web-code-imports-no-feature",
    to: "web/src/features/catalogue/api/get-packages.ts",
  },
  {
    file: "web/src/lib/planted.ts",
    source: `import { chat } from "../features/chat/components/window.tsx";\nexport { chat };\n`,
    rule: "shared-web-code-imports-no-feature",
    to: "web/src/features/chat/components/window.tsx",
  },
  {
    file: "web/src/domains/account/planted.ts",
    source: `import { edit } from "../../features/account/components/profile.tsx";\nexport { edit };\n`,
    rule: "domain-imports-no-feature",
    to: "web/src/features/account/components/profile.tsx",
  },
  {
    file: "web/src/domains/account/planted-domain.ts",
    source: `import { label } from "../catalogue/labels.ts";\nexport { label };\n`,
    rule: "domain-imports-no-other-domain",
    to: "web/src/domains/catalogue/labels.ts",
  },
  {
    file: "web/src/components/planted-domain.tsx",
    source: `import { profile } from "../domains/account/profile-form.ts";\nexport { profile };\n`,
    rule: "shared-web-code-imports-no-domain",
    to: "web/src/domains/account/profile-form.ts",
  },
  {
    file: "web/src/lib/planted-domain.ts",
    source: `import { profile } from "../domains/account/profile-form.ts";\nexport { profile };\n`,
    rule: "shared-web-code-imports-no-domain",
    to: "web/src/domains/account/profile-form.ts",
  },
  {
    file: "bench/planted.ts",
    source: `import { launch } from "../tests/helpers/browser.ts";\nexport { launch };\n`,
    rule: "scripts-and-bench-import-no-tests",
    to: "tests/helpers/browser.ts",
  },
  {
    file: "scripts/planted.ts",
    source: `import { launch } from "../tests/helpers/browser.ts";\nexport { launch };\n`,
    rule: "scripts-and-bench-import-no-tests",
    to: "tests/helpers/browser.ts",
  },
];

/** Writes the tree into a fresh temporary directory and runs the dependency check there. */
async function cruise(tree: Tree) {
  const dir = await Deno.makeTempDir({ prefix: "dependency-rules-" });
  try {
    // The configuration resolves web/'s "@contract/*" alias through its tsconfig.
    tree = { ...tree, "web/tsconfig.json": await Deno.readTextFile(`${ROOT}web/tsconfig.json`) };
    for (const [path, source] of Object.entries(tree)) {
      await Deno.mkdir(`${dir}/${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
      await Deno.writeTextFile(`${dir}/${path}`, source);
    }
    const scope = ["contract", "server", "web/src", "scripts", "bench", "tests"];
    // The check's own command and report: one line "error <rule>: <from> → <to>" per violation.
    const result = await output(dependencyCruiser(`${ROOT}.dependency-cruiser.cjs`, scope), dir);
    const violations = [...result.stdout.matchAll(/^\s*error (\S+): (\S+) → (\S+)$/gm)].map((m) =>
      `${m[1]}: ${m[2]} -> ${m[3]}`
    );
    return { code: result.code, violations, report: result.stdout + result.stderr };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("dependency rules: a tree that keeps them passes", async () => {
  const { code, violations, report } = await cruise(CLEAN);
  assert.deepEqual(violations, []);
  assert.equal(code, 0, report);
  assert.match(report, /no dependency violations found/);
});

Deno.test("dependency rules: each planted violation fails the check, named by its rule", async () => {
  const planted = Object.fromEntries(PLANTED.map((p) => [p.file, p.source]));
  const { code, violations, report } = await cruise({ ...CLEAN, ...planted });
  const expected = PLANTED.map((p) => `${p.rule}: ${p.file} -> ${p.to}`).sort();
  assert.deepEqual(violations.sort(), expected, report);
  assert.notEqual(code, 0, "dependency-cruiser exits non-zero on a violation");
});

Deno.test("dependency rules: an import cycle fails the check as no-circular", async () => {
  const cycle = {
    "server/services/planted-cycle-a.ts": `import { b } from "./planted-cycle-b.ts";\nexport const a = () => b;\n`,
    "server/services/planted-cycle-b.ts": `import { a } from "./planted-cycle-a.ts";\nexport const b = () => a;\n`,
  };
  const { code, report } = await cruise({ ...CLEAN, ...cycle });
  assert.notEqual(code, 0, report);
  // A cycle is reported over several lines: the rule and its first module, then each step.
  assert.match(report, /error no-circular: server\/services\/planted-cycle-[ab]\.ts →/);
});

/** Lints a source as if it were the web app's file `path` (nothing is written). */
async function lintAs(path: string, source: string) {
  const result = await output(
    eslint(["--format", "json", "--stdin", "--stdin-filename", path]),
    `${ROOT}web`,
    source,
  );
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; line: number }[] }[];
  return { code: result.code, messages: report.messages };
}

const HOOKS_CLEAN = `import { useEffect, useState } from "react";

export function Countdown({ from }: { from: number }) {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    document.title = \`\${left} of \${from}\`;
  }, [left, from]);
  return <p>{left}</p>;
}
`;

const HOOKS_PLANTED = `import { useEffect, useState } from "react";

export function Countdown({ from, paused }: { from: number; paused: boolean }) {
  if (paused) return <p>paused</p>;
  const [left, setLeft] = useState(from);
  useEffect(() => {
    document.title = \`\${left} of \${from}\`;
  }, [left]);
  return <p onClick={() => setLeft(from)}>{left}</p>;
}
`;

Deno.test("eslint: a component that keeps the React Hooks rules passes", async () => {
  const { code, messages } = await lintAs("src/features/planted/countdown.tsx", HOOKS_CLEAN);
  assert.deepEqual(messages, []);
  assert.equal(code, 0);
});

Deno.test("eslint: a conditional hook and a missing effect dependency fail the check", async () => {
  const { code, messages } = await lintAs("src/features/planted/countdown.tsx", HOOKS_PLANTED);
  const found = messages.map((m) => `${m.line} ${m.ruleId}`).sort();
  assert.deepEqual(found, [
    "5 react-hooks/rules-of-hooks",
    "6 react-hooks/rules-of-hooks",
    "8 react-hooks/exhaustive-deps",
  ]);
  assert.equal(code, 1);
});
