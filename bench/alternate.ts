/**
 * Measures two sides in alternating rounds (server, bare, bare, server, ...), after one warm-up
 * each, so a burst of load from elsewhere on this shared machine falls on both sides instead of
 * deciding their ratio. Answers each side's rounds, in order.
 */
export async function alternate<T>(
  rounds: number,
  server: (warmUp: boolean) => Promise<T>,
  bare: (warmUp: boolean) => Promise<T>,
): Promise<{ real: T[]; baseline: T[] }> {
  await server(true);
  await bare(true);
  const real: T[] = [];
  const baseline: T[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["server", "bare"] : ["bare", "server"];
    for (const side of order) {
      if (side === "server") real.push(await server(false));
      else baseline.push(await bare(false));
    }
  }
  return { real, baseline };
}
