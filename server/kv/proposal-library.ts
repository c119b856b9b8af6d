/**
 * The proposals' reusable library: items and days staff saved to insert into other proposals.
 * At most PROPOSAL_LIBRARY_LIMIT entries, held under races: every save and delete rewrites a count
 * that the next one checks.
 *
 *   ["proposal_library", entryId]              -> LibraryEntry
 *   ["settings", "proposal_library_count"]     -> number (entries held)
 */
import { type LibraryEntry, type LibraryEntryInput, PROPOSAL_LIBRARY_LIMIT } from "../../contract/proposals/library.ts";
import { full, notFound, withValues } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";

export const LIBRARY_ENTRY_NOT_FOUND = "Library entry not found.";
const COUNT_KEY = KEYS.setting("proposal_library_count");

/** Every entry, newest first. */
export async function listLibrary(kv: Deno.Kv): Promise<LibraryEntry[]> {
  return (await listValues<LibraryEntry>(kv, KEYS.proposalLibrary())).map((entry) => entry.value).reverse();
}

/** Saves an entry; `full` once the library holds its limit. */
export async function saveLibraryEntry(kv: Deno.Kv, input: LibraryEntryInput & Pick<LibraryEntry, "item" | "day">, createdBy: string, audit?: AuditContext): Promise<LibraryEntry> {
  return await transact(async () => {
    const count = await kv.get<number>(COUNT_KEY);
    const held = count.value ?? 0;
    if (held >= PROPOSAL_LIBRARY_LIMIT) {
      throw full(withValues("The proposal library is full ({max} entries). Delete entries you no longer use.", { max: PROPOSAL_LIBRARY_LIMIT }));
    }
    const entry: LibraryEntry = {
      id: newId(),
      name: input.name,
      kind: input.kind,
      ...(input.kind === "item" ? { item: input.item } : { day: input.day }),
      createdAt: new Date().toISOString(),
      createdBy,
    };
    const op = kv.atomic().check(count).check({ key: KEYS.proposalLibraryEntry(entry.id), versionstamp: null })
      .set(KEYS.proposalLibraryEntry(entry.id), entry).set(COUNT_KEY, held + 1);
    addAudit(op, audit, { entity: "proposal_library", entityId: entry.id, action: "create", after: { name: entry.name, kind: entry.kind } });
    return { op, result: entry };
  });
}

export async function deleteLibraryEntry(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<void> {
  await transact(async () => {
    const [entry, count] = await kv.getMany<[LibraryEntry, number]>([KEYS.proposalLibraryEntry(id), COUNT_KEY]);
    if (!entry.value) throw notFound(LIBRARY_ENTRY_NOT_FOUND);
    const op = kv.atomic().check(entry).check(count).delete(KEYS.proposalLibraryEntry(id)).set(COUNT_KEY, Math.max(0, (count.value ?? 1) - 1));
    addAudit(op, audit, { entity: "proposal_library", entityId: id, action: "delete", before: { name: entry.value.name, kind: entry.value.kind } });
    return { op, result: undefined };
  });
}
