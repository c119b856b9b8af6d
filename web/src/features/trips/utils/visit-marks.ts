/**
 * What this device remembers of its visits to a trip, so the page can say what is new: the last
 * revision it showed (the items changed after it are marked) and the documents opened here (the
 * others are "left to do"). Only ids and numbers, none of the trip's content: the content is kept
 * only when the traveller chooses to keep the trip on this phone.
 */
const seenKey = (tripId: string) => `aurum.tripSeen.${tripId}`;
const readKey = (tripId: string) => `aurum.tripRead.${tripId}`;

function load<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off or full: the page marks nothing, which is what a first visit shows.
  }
}

/** The revision this device last showed, null on a first visit. */
export function lastSeenRevision(tripId: string): number | null {
  const value = load<number>(seenKey(tripId));
  return typeof value === "number" ? value : null;
}

export function rememberSeen(tripId: string, revision: number): void {
  save(seenKey(tripId), revision);
}

/** The documents opened on this device. */
export function documentsRead(tripId: string): string[] {
  const value = load<string[]>(readKey(tripId));
  return Array.isArray(value) ? value.filter((id) => typeof id === "string") : [];
}

export function rememberRead(tripId: string, documentId: string): string[] {
  const read = [...new Set([...documentsRead(tripId), documentId])];
  save(readKey(tripId), read);
  return read;
}
