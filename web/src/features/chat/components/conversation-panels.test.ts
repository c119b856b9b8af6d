/**
 * Where the visitor stands with a consultant: joined only once one has written since the AI last
 * answered, away when the request found nobody at the desk, else waiting.
 */
import type { ChatMessage } from "@contract/chat/session.ts";
import { describe, expect, it } from "vitest";
import { consultantState } from "./conversation-panels.tsx";

const said = (...authors: ChatMessage["author"][]) => authors.map((author) => ({ author }));
const AWAY = { available: false, answerBy: "2026-11-29T09:00:00.000Z", status: "Needs Review" as const, handler: "consultant" as const };
const AT_DESK = { available: true, answerBy: null, status: "Needs Review" as const, handler: "consultant" as const };

describe("consultantState", () => {
  it("is nothing while the AI answers", () => {
    expect(consultantState(said("visitor", "catalogue"), "ai", null)).toBeNull();
  });

  it("waits after asking, with a consultant at the desk or after a reload", () => {
    expect(consultantState(said("visitor", "catalogue"), "consultant", AT_DESK)).toBe("waiting");
    expect(consultantState(said("visitor", "catalogue"), "consultant", null)).toBe("waiting");
  });

  it("is away until the time given when nobody is at the desk", () => {
    expect(consultantState(said("visitor", "ai"), "consultant", AWAY)).toBe("away");
  });

  it("has joined once a consultant wrote, even after an away answer", () => {
    expect(consultantState(said("visitor", "ai", "consultant"), "consultant", AWAY)).toBe("joined");
    expect(consultantState(said("visitor", "consultant", "visitor"), "consultant", null)).toBe("joined");
  });

  it("waits again when asked anew after the AI took the conversation back", () => {
    expect(consultantState(said("visitor", "consultant", "visitor", "ai"), "consultant", AT_DESK)).toBe("waiting");
  });
});
