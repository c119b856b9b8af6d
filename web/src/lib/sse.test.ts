import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse.ts";

describe("createSseParser", () => {
  it("splits events across chunks, joins data lines, skips comments", () => {
    const seen: [string, string][] = [];
    const parse = createSseParser((event, data) => seen.push([event, data]));
    parse("event: delta\ndata: {\"text\":\"Hel");
    expect(seen).toEqual([]);
    parse("lo\"}\n\n: keep-alive\n\nevent: done\r\ndata: a\r\ndata: b\r\n\r\ndata: plain\n\n");
    expect(seen).toEqual([["delta", "{\"text\":\"Hello\"}"], ["done", "a\nb"], ["message", "plain"]]);
  });

  it("reads a CRLF split across chunks as one line end, and sends no event without data", () => {
    const seen: [string, string][] = [];
    const parse = createSseParser((event, data) => seen.push([event, data]));
    parse("event: delta\r\ndata: a\r");
    parse("\ndata: b\r\n\r\nevent: ping\r\nid: 7\r\n\r\ndata:\n\n");
    expect(seen).toEqual([["delta", "a\nb"], ["message", ""]]);
  });
});
