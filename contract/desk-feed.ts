/**
 * The staff desks' live lists: which desks there are, and what `GET /api/desk/events` sends.
 * Every write that changes a desk's list counts one change on that desk in its own commit; the
 * stream says which desk changed and its new version, and the web reads that list again
 * (`If-None-Match: "<version>"` answers 304 when nothing changed).
 */
export const DESKS = ["inquiries", "bespoke", "chats"] as const;
export type Desk = (typeof DESKS)[number];

export const DESK_FEED = {
  /** Open desk streams one staff member may hold on one server instance (a few tabs). */
  streamsPerUser: 6,
  /** Open desk streams one server instance holds in all. */
  streamsPerInstance: 200,
  /** The list is read again this often anyway, in case the stream was down. */
  fallbackRefreshMs: 60_000,
} as const;

/** `changed` event: a desk's list changed; `version` is what its list answers as its ETag. */
export type DeskChange = { desk: Desk; version: string };

export function isDesk(value: string): value is Desk {
  return (DESKS as readonly string[]).includes(value);
}
