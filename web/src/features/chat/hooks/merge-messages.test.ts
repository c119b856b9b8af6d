import type { ChatMessage } from "@contract/chat.ts";
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
});
