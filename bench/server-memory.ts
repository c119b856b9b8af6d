/**
 * The server's resident memory (Linux /proc): idle, once it has answered its first pages and its
 * idle password workers have ended (server/auth/password-pool.ts, WORKER_IDLE_MS), and at its peak
 * under 50 connections reading the catalogue's list and item and a rendered package page, each
 * next to the bare baseline as in the API table. Measured first, on the freshly started server.
 */
import { WORKER_IDLE_MS } from "../server/auth/password-pool.ts";
import { type LoadRow, measureLoad } from "./api-load.ts";
import { packagesOf } from "./inquiry-body.ts";
import { peakGrowthDuring } from "./process-memory.ts";
import { type Child, residentBytes } from "./server-process.ts";

export const MEMORY_GOALS = { idleMB: 100, loadMB: 150 };

export type ServerMemory = { startMB: number; idleMB: number; peakMB: number; loads: LoadRow[] };

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

export async function measureServerMemory(server: Child, root: string, seconds: number): Promise<ServerMemory> {
  const start = await residentBytes(server.pid);
  const [pkg] = await packagesOf(server.url);
  for (const path of ["/", `/packages/${pkg.id}`, "/packages", "/api/packages"]) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, WORKER_IDLE_MS + 5_000));
  const idle = await residentBytes(server.pid);
  const { result: loads, peakMB } = await peakGrowthDuring(server.pid, () =>
    measureLoad(server, root, seconds, [
      { route: "GET /api/packages", method: "GET", path: "/api/packages" },
      { route: "GET /api/packages/{id}", method: "GET", path: `/api/packages/${pkg.id}` },
      { route: "GET /packages/{id} (page)", method: "GET", path: `/packages/${pkg.id}`, accept: "text/html" },
    ]));
  return { startMB: mb(start), idleMB: mb(idle), peakMB, loads };
}
