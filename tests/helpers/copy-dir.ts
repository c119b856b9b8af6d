/** Copies a directory tree (for tests that change a private copy of the web build). */
export async function copy(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    const source = `${from.replace(/\/$/, "")}/${entry.name}`;
    const target = `${to}/${entry.name}`;
    if (entry.isDirectory) await copy(source, target);
    else if (entry.isFile) await Deno.copyFile(source, target);
  }
}
