import { CHAT_BRAND, CHAT_LIMITS, CHAT_TEXTS } from "@contract/chat/session.ts";
import { describe, expect, it } from "vitest";
import english from "@locales/en/chat.json";

describe("the chat window's English texts", () => {
  it("are the product's own texts, word for word", () => {
    const greeting = english["chatWindow.greeting"].replace("{brand}", CHAT_BRAND)
      .replace("{perSession}", String(CHAT_LIMITS.perSessionPerDay)).replace("{perAddress}", String(CHAT_LIMITS.perAddressPerDay));
    expect(greeting).toBe(CHAT_TEXTS.greeting);
    expect(english["chatWindow.initFailed"]).toBe(CHAT_TEXTS.initFailed);
    expect(english["chatWindow.missingSession"]).toBe(CHAT_TEXTS.missingSession);
    expect(english["chatWindow.interrupted"]).toBe(CHAT_TEXTS.interrupted);
  });
});
