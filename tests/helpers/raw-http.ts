/**
 * HTTP/1.1 by hand over a TCP connection, for what fetch will not do: forge the Host header, or send
 * a body slowly. `write` sends bytes as given; `response()` resolves with the first complete answer
 * (status line, headers and a Content-Length body) and the time it took from the connection.
 */
const encoder = new TextEncoder();

export type RawResponse = { status: number; headers: Headers; body: string; afterMs: number };

export async function rawConnection(serverUrl: string) {
  const url = new URL(serverUrl);
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  const opened = performance.now();
  let received = new Uint8Array(0);
  let ended = false;
  const reading = (async () => {
    const buf = new Uint8Array(16 * 1024);
    try {
      for (;;) {
        const n = await conn.read(buf);
        if (n === null) break;
        const next = new Uint8Array(received.length + n);
        next.set(received);
        next.set(buf.subarray(0, n), received.length);
        received = next;
        parse();
      }
    } catch { /* reset by the peer, or closed by us */ }
    ended = true;
    parse();
  })();

  let answer: RawResponse | undefined;
  const waiting: ((response: RawResponse | undefined) => void)[] = [];
  function parse() {
    if (!answer) {
      const text = new TextDecoder().decode(received);
      const headEnd = text.indexOf("\r\n\r\n");
      if (headEnd >= 0) {
        const [statusLine, ...lines] = text.slice(0, headEnd).split("\r\n");
        const headers = new Headers(
          lines.map((line): [string, string] => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
        );
        const body = new TextDecoder().decode(received.subarray(encoder.encode(text.slice(0, headEnd + 4)).length));
        const length = Number(headers.get("content-length") ?? "0");
        if (encoder.encode(body).length >= length) {
          answer = { status: Number(statusLine.split(" ")[1]), headers, body, afterMs: performance.now() - opened };
        }
      }
    }
    if (answer || ended) waiting.splice(0).forEach((resolve) => resolve(answer));
  }

  return {
    /** Sends text or bytes now; false once the server no longer takes them. */
    async write(data: string | Uint8Array): Promise<boolean> {
      try {
        const bytes = typeof data === "string" ? encoder.encode(data) : data;
        for (let sent = 0; sent < bytes.length;) sent += await conn.write(bytes.subarray(sent));
        return true;
      } catch {
        return false;
      }
    },
    /** The first complete answer; rejects when the connection ends without one, or after `timeoutMs`. */
    response(timeoutMs = 30_000): Promise<RawResponse> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        const settle = (response: RawResponse | undefined) => {
          clearTimeout(timer);
          if (response) resolve(response);
          else reject(new Error("the connection ended without an answer"));
        };
        if (answer || ended) settle(answer);
        else waiting.push(settle);
      });
    },
    get answered() {
      return answer !== undefined;
    },
    async close() {
      try {
        conn.close();
      } catch { /* already closed */ }
      await reading;
    },
  };
}

/** A request head: the request line, then the headers, then the blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string>): string {
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
}
