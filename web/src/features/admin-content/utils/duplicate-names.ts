import type { MediaFile } from "@contract/media.ts";

/** A name as the server keeps it (server/media/names.ts `displayName`): no folders, at most 200 characters. */
const kept = (name: string) => (name.split(/[\\/]/).pop() ?? "").slice(0, 200).toLowerCase();

/**
 * The files of a batch whose name a file of the library already has (its original name, letter case
 * aside). The server keeps both under their own stored names; staff are asked first.
 */
export function duplicateFiles(files: readonly File[], library: readonly MediaFile[]): File[] {
  const names = new Set(library.flatMap((file) => (file.originalName ? [kept(file.originalName)] : [])));
  return files.filter((file) => names.has(kept(file.name)));
}
