/**
 * The baseline: a bare Deno.serve answering the exact bytes (status, headers, body) the real server
 * answered for each benchmarked route, recorded in the file named by BARE_ANSWERS. Only the headers
 * Deno writes itself (date, content-length) are left to Deno.
 */
type Recorded = { method: string; path: string; status: number; headers: [string, string][]; body: string };

const answers: Recorded[] = JSON.parse(await Deno.readTextFile(Deno.env.get("BARE_ANSWERS")!));
const table = new Map(answers.map((a) => [`${a.method} ${a.path}`, { ...a, bytes: new TextEncoder().encode(a.body) }]));

Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`Listening on http://127.0.0.1:${port}/`),
}, async (request) => {
  const url = new URL(request.url);
  const answer = table.get(`${request.method} ${url.pathname}`);
  if (request.body) await request.arrayBuffer();
  if (!answer) return new Response("not recorded", { status: 404 });
  return new Response(answer.bytes, { status: answer.status, headers: answer.headers });
});
