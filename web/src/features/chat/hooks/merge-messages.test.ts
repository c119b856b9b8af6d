import type { ChatMessage } from "@contract/chat/session.ts";
import { describe, expect, it } from "vitest";
import { mergeMessages } from "./merge-messages.ts";

const message = (id: string, timestamp: string, text = id): ChatMessage => ({ id, text, role: "user", timestamp });

describe("mergeMessages", () => {
  it("keeps one copy of a message that arrives twice and orders by time", () => {
    const a = message("a", "2026-01-01T10:00:00.000Z");
    const b = message("b", "2026-01-01T10:00:01.000Z");
    const c = message("c", "2026-01-01T10:00:02.000Z");
    expect(mergeMessages([a, c], [b, c]).map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(mergeMessages([a], [{ ...a, text: "edited" }])).toEqual([{ ...a, text: "edited" }]);
  });

  it("lets a message shown before it was stored give way to the stored one, by whichever route it comes", () => {
    const shown = message("local-1", "2026-01-01T10:00:05.000Z", "We dream of the Maldives");
    const stored = message("m1", "2026-01-01T10:00:04.000Z", "We dream of the Maldives");
    expect(mergeMessages([shown], [stored])).toEqual([stored]);
    // Another text, or the concierge's answer, does not replace it.
    const other = message("m2", "2026-01-01T10:00:06.000Z", "Something else");
    expect(mergeMessages([shown], [other]).map((m) => m.id)).toEqual(["local-1", "m2"]);
    expect(mergeMessages([shown], [{ ...stored, id: "m3", role: "model" }]).map((m) => m.id)).toEqual(["m3", "local-1"]);
  });
});
