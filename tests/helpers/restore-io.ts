/**
 * Runs one restore in a process of its own and prints, as one JSON line, the bytes it wrote (the
 * kernel's count for this process) and how it ended. `deno test --parallel` runs test files in one
 * process, so a test counting its own process's writes would count the other files' too.
 *
 *   deno run -A tests/helpers/restore-io.ts ARCHIVE TARGET [--force]
 */
import { restoreBackup } from "../../server/backup/restore.ts";

const [archive, target, force] = Deno.args;
const wchar = () => Number(Deno.readTextFileSync("/proc/self/io").match(/^wchar: (\d+)$/m)![1]);
const before = wchar();
let error: { name: string; message: string } | undefined;
try {
  await restoreBackup(archive, target, { force: force === "--force" });
} catch (caught) {
  error = { name: (caught as Error).constructor.name, message: (caught as Error).message };
}
const written = wchar() - before;
console.log(JSON.stringify({ written, error }));
