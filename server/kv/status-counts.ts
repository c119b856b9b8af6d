/**
 * How many bespoke requests and chat sessions there are per status: the staff desks' status
 * buttons, which can no longer count them from a list the desk now reads a page at a time.
 *
 *   ["status_counts", "bespoke" | "chats", status] -> KvU64
 *
 * The rule: each counter equals the number of records of its list with that status. Every commit
 * that creates a record, deletes it or changes its status moves its counters in that same commit
 * (`moveStatusCount`, from the record as read to the record as written): for bespoke requests
 * `createBespoke` and `writeBespoke`, the retention sweep and erasure; for chat sessions
 * `putChatSession` (every write of a session), `deleteChatSession` (retention's too), the idle
 * sweep and erasure. A database from before the counters gets them once at start
 * (`backfillStatusCounts`, before the server answers).
 *
 * Beside them, how many chat sessions await our reply (`awaitingSince` set), moved by the same
 * commits (`moveAwaitingCount`) and answered with the chats' counts as `awaiting`; a database from
 * before it gets it once at start with the sessions' awaiting index (`backfillChatAwaiting`).
 */
import { BESPOKE_STATUSES, CHAT_STATUSES } from "../../contract/enums.ts";
import { KEYS } from "./keys.ts";

export const STATUS_LISTS = { bespoke: BESPOKE_STATUSES, chats: CHAT_STATUSES } as const;
export type StatusList = keyof typeof STATUS_LISTS;

/** Adding this wraps the unsigned counter around to one less. */
const MINUS_ONE = (1n << 64n) - 1n;

/** Moves `list`'s counters from the status as read (`before`, null: created) to the status as written (`after`, null: deleted). */
export function moveStatusCount<T extends { sum(key: Deno.KvKey, n: bigint): T }>(
  op: T,
  list: StatusList,
  before: string | null | undefined,
  after: string | null | undefined,
): T {
  if (before === after) return op;
  if (before) op.sum(KEYS.statusCount(list, before), MINUS_ONE);
  if (after) op.sum(KEYS.statusCount(list, after), 1n);
  return op;
}

/** Moves the count of chat sessions awaiting our reply from the session as read (`before`, null: created) to the session as written (`after`, null: deleted). */
export function moveAwaitingCount<T extends { sum(key: Deno.KvKey, n: bigint): T }>(
  op: T,
  before: { awaitingSince?: string } | null | undefined,
  after: { awaitingSince?: string } | null | undefined,
): T {
  const was = Boolean(before?.awaitingSince), is = Boolean(after?.awaitingSince);
  if (was !== is) op.sum(KEYS.chatAwaitingCount(), is ? 1n : MINUS_ONE);
  return op;
}

export type StatusCounts = { total: number; byStatus: Record<string, number>; awaiting?: number };

/** A counter's number: never below zero; a wrapped one (a bug) reads as none rather than billions. */
const counted = (n: bigint | undefined) => n === undefined || n > MINUS_ONE / 2n ? 0 : Number(n);

/** A list's counts: every status (0 when none), and their total; the chats' also how many await our reply. */
export async function readStatusCounts(kv: Deno.Kv, list: StatusList): Promise<StatusCounts> {
  const byStatus: Record<string, number> = Object.fromEntries(STATUS_LISTS[list].map((status) => [status, 0]));
  for await (const entry of kv.list<Deno.KvU64>({ prefix: KEYS.statusCounts(list) })) {
    byStatus[String(entry.key[2])] = counted(entry.value.value);
  }
  const counts: StatusCounts = { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
  if (list === "chats") counts.awaiting = counted((await kv.get<Deno.KvU64>(KEYS.chatAwaitingCount())).value?.value);
  return counts;
}

const BACKFILLED = KEYS.setting("status_counts_backfill");

/**
 * Counts the records of both lists once, for a database from before the counters, and sets the
 * counters with the mark that it is done in one commit. Runs at start before the server answers,
 * so no write of this instance moves a counter meanwhile. Answers how many records it counted.
 */
export async function backfillStatusCounts(kv: Deno.Kv): Promise<number> {
  if ((await kv.get(BACKFILLED)).value) return 0;
  const counts = { bespoke: new Map<string, number>(), chats: new Map<string, number>() };
  let counted = 0;
  const sources: [StatusList, Deno.KvKey][] = [["bespoke", KEYS.bespokeAll()], ["chats", KEYS.chatSessions()]];
  for (const [list, prefix] of sources) {
    for await (const entry of kv.list<{ status?: string }>({ prefix })) {
      if (entry.key.length !== 2 || !entry.value?.status) continue;
      counts[list].set(entry.value.status, (counts[list].get(entry.value.status) ?? 0) + 1);
      counted++;
    }
  }
  const op = kv.atomic().check({ key: BACKFILLED, versionstamp: null });
  for (const [list, statuses] of Object.entries(counts) as [StatusList, Map<string, number>][]) {
    for await (const entry of kv.list({ prefix: KEYS.statusCounts(list) })) if (!statuses.has(String(entry.key[2]))) op.delete(entry.key);
    for (const [status, n] of statuses) op.set(KEYS.statusCount(list, status), new Deno.KvU64(BigInt(n)));
  }
  await op.set(BACKFILLED, true).commit();
  return counted;
}
