/**
 * Wall-clock times of an IANA zone and the instants they name: what a `datetime-local` input shows
 * and takes ("2026-11-24T18:30"), read on a given zone's clock rather than the device's.
 */

/** How far (ms) `zone`'s clock is ahead of UTC at instant `ms`. */
function offsetAt(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of an instant on `zone`'s clock; "" for a text that is no date. */
export function wallTimeIn(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + offsetAt(ms, zone)).toISOString().slice(0, 16);
}

/**
 * The first and last instants (ISO, UTC) of the calendar day `day` ("YYYY-MM-DD") on `zone`'s clock;
 * null for a text that is no day.
 */
export function dayIn(day: string, zone: string): { first: string; last: string } | null {
  const first = /^\d{4}-\d{2}-\d{2}$/.test(day) ? instantOf(`${day}T00:00`, zone) : null;
  if (!first) return null;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { first, last: new Date(Date.parse(instantOf(`${next}T00:00`, zone)!) - 1).toISOString() };
}

/** The instant (ISO, UTC) that `zone`'s clock shows as `wall` ("YYYY-MM-DDTHH:mm"); null for an incomplete time. */
export function instantOf(wall: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then at the result: right on both sides of a daylight-saving change.
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone)).toISOString();
}
