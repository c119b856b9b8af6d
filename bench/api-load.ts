/**
 * API throughput and latency under 50 concurrent connections (autocannon), for each route next to
 * the bare baseline serving the same bytes, measured one after the other in the same run.
 */
import autocannon from "autocannon";
import { type Child, startProcess } from "./server-process.ts";

export type LoadRow = {
  route: string;
  server: { rps: number; p50: number; p97_5: number; p99: number; non2xx: number; errors: number };
  bare: { rps: number; p50: number; p97_5: number; p99: number; non2xx: number; errors: number };
  ratio: number;
};

type Target = { route: string; method: "GET" | "POST"; path: string; body?: string };

const CONNECTIONS = 50;

async function load(url: string, target: Target, seconds: number) {
  let n = 0;
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "content-type": "application/json", accept: "application/json" },
    requests: [{
      method: target.method,
      body: target.body,
      // Each inquiry comes from its own client address and carries its own idempotency key, as real
      // travellers' do (the server trusts X-Forwarded-For only because the bench sets TRUST_PROXY).
      setupRequest: (request: Record<string, unknown>) => {
        n++;
        const headers = { ...(request.headers as Record<string, string>) };
        if (target.method === "POST") {
          headers["x-forwarded-for"] = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          headers["idempotency-key"] = `bench-${crypto.randomUUID()}`;
        }
        return { ...request, headers };
      },
    }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function record(url: string, target: Target) {
  const response = await fetch(`${url}${target.path}`, {
    method: target.method,
    headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.254", "idempotency-key": `bench-${crypto.randomUUID()}` },
    body: target.body,
  });
  return {
    method: target.method,
    path: target.path,
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/json",
    body: await response.text(),
  };
}

export async function measureApiLoad(server: Child, root: string, seconds: number): Promise<LoadRow[]> {
  const packages = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages as Array<{ id: string; name: string }>;
  const inquiry = JSON.stringify({
    type: "package",
    itemId: packages[0].id,
    itemName: packages[0].name,
    userName: "Bench Traveller",
    userEmail: "bench@example.com",
    userPhone: "+971 50 123 4567",
    numPeople: "2",
    preferredDates: "March",
    specialRequests: "",
  });
  const targets: Target[] = [
    { route: "GET /api/packages", method: "GET", path: "/api/packages" },
    { route: "GET /api/packages/{id}", method: "GET", path: `/api/packages/${packages[0].id}` },
    { route: "POST /api/inquiries", method: "POST", path: "/api/inquiries", body: inquiry },
  ];

  const answersFile = await Deno.makeTempFile({ suffix: ".json" });
  await Deno.writeTextFile(answersFile, JSON.stringify(await Promise.all(targets.map((t) => record(server.url, t)))));
  const bare = await startProcess(["run", "-A", "bench/bare-server.ts"], { BARE_ANSWERS: answersFile }, root);
  const rows: LoadRow[] = [];
  try {
    for (const target of targets) {
      await load(server.url, target, 1); // warm-up
      const real = await load(server.url, target, seconds);
      await load(bare.url, target, 1);
      const baseline = await load(bare.url, target, seconds);
      rows.push({ route: target.route, server: real, bare: baseline, ratio: Number((real.rps / baseline.rps).toFixed(2)) });
    }
  } finally {
    await bare.stop();
    await Deno.remove(answersFile);
  }
  return rows;
}
