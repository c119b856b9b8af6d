/** The inquiry the benchmarks send: for the first package of the server's catalogue. */
export type BenchPackage = { id: string; name: string };

export function inquiryBody(pkg: BenchPackage): string {
  return JSON.stringify({
    type: "package",
    itemId: pkg.id,
    itemName: pkg.name,
    userName: "Bench Traveller",
    userEmail: "bench@example.com",
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
