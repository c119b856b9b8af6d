/**
 * The inquiry the benchmarks send: for the first package of the server's catalogue, from
 * `bench+{n}@example.com`, where the load generator makes `{n}` each request's own number (a
 * recipient gets a limited number of confirmations a day, as a traveller would not send thousands).
 */
export type BenchPackage = { id: string; name: string };

export function inquiryBody(pkg: BenchPackage): string {
  return JSON.stringify({
    type: "package",
    itemId: pkg.id,
    itemName: pkg.name,
    userName: "Bench Traveller",
    userEmail: "bench+{n}@example.com",
    userPhone: "+971 50 123 4567",
    numPeople: "2",
    preferredDates: "March",
    specialRequests: "",
  });
}

/** The packages the server at `url` lists. */
export async function packagesOf(url: string): Promise<BenchPackage[]> {
  return (await (await fetch(`${url}/api/packages`)).json()).data.packages;
}

/** The body with `{n}` as the load generator fills it in for one request. */
export const numbered = (body: string, n: number | string) => body.replaceAll("{n}", String(n));
