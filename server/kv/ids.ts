/**
 * Time-ordered ids: 10 characters of milliseconds (Crockford base32) then 16 random characters.
 * Ordered by creation when listed, unguessable, and safe in URLs and KV keys.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
let lastTime = 0;
let counter = 0;

/** The first 10 characters of every id made at `ms`: ids made before it sort lower, after it higher. */
export function idTimePrefix(ms: number): string {
  let time = "";
  // Outside what ten characters hold, the nearest end.
  let t = Math.min(32 ** 10 - 1, Math.max(0, Math.floor(ms)));
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return time;
}

export function newId(now = Date.now()): string {
  // Within one millisecond, a counter keeps ids ordered.
  if (now === lastTime) counter++;
  else { lastTime = now; counter = 0; }
  const time = idTimePrefix(now);
  const random = crypto.getRandomValues(new Uint8Array(16));
  const seq = ALPHABET[Math.min(counter, 31)];
  return time + seq + Array.from(random.slice(0, 15), (b) => ALPHABET[b % 32]).join("");
}
