import { beforeEach, describe, expect, it } from "vitest";
import {
  anonymousSessionToKeep,
  CHAT_SESSION_KEY,
  getOrCreateSessionId,
  isFreshSession,
  markSessionWritten,
  rememberSessionId,
  startNewSessionId,
  storedSessionId,
} from "./session-id.ts";

describe("chat session id", () => {
  beforeEach(() => sessionStorage.clear());

  it("creates an anonymous id with 128 random bits and keeps it for the tab", () => {
    const id = getOrCreateSessionId(undefined);
    expect(id).toMatch(/^anon_\d+_[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(CHAT_SESSION_KEY)).toBe(id);
    expect(getOrCreateSessionId(undefined)).toBe(id);
  });

  it("uses the member's own id format, and replaces an id that belongs to someone else", () => {
    const anonymous = getOrCreateSessionId(undefined);
    const member = getOrCreateSessionId("abc123");
    expect(member).toMatch(/^user_abc123_\d+$/);
    expect(member).not.toBe(anonymous);
    expect(getOrCreateSessionId("abc123")).toBe(member);
    expect(getOrCreateSessionId("someone-else")).toMatch(/^user_someone-else_\d+$/);
    expect(getOrCreateSessionId(undefined)).toMatch(/^anon_/);
  });

  it("knows a conversation started here has nothing on the server until the visitor writes in it", () => {
    const id = getOrCreateSessionId(undefined);
    expect(isFreshSession(id)).toBe(true);
    markSessionWritten(id);
    expect(isFreshSession(id)).toBe(false);
    // One kept from before (a member's open one, a kept anonymous one) is not fresh.
    expect(isFreshSession(rememberSessionId("anon_1_00000000000000000000000000000000", undefined))).toBe(false);
    expect(isFreshSession(startNewSessionId(undefined))).toBe(true);
  });

  it("starts a fresh conversation on request", () => {
    const first = getOrCreateSessionId(undefined);
    const next = startNewSessionId(undefined);
    expect(next).not.toBe(first);
    expect(getOrCreateSessionId(undefined)).toBe(next);
  });

  it("offers an anonymous conversation to keep on logging in; once kept it is the member's, not the next visitor's", () => {
    const anonymous = getOrCreateSessionId(undefined);
    expect(anonymousSessionToKeep("abc123")).toBe(anonymous);
    rememberSessionId(anonymous, "abc123");
    expect(storedSessionId("abc123")).toBe(anonymous);
    expect(anonymousSessionToKeep("abc123")).toBeNull();
    expect(storedSessionId(undefined)).toBeNull();
    expect(getOrCreateSessionId(undefined)).not.toBe(anonymous);
  });
});
