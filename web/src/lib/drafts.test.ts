import { describe, expect, it } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "./drafts.ts";

describe("drafts", () => {
  it("keeps a draft per form until it is cleared", () => {
    saveDraft("inquiry:package:p1", { userName: "Layla", numPeople: "2" });
    expect(loadDraft("inquiry:package:p1")).toEqual({ userName: "Layla", numPeople: "2" });
    expect(loadDraft("inquiry:package:p2")).toBeUndefined();
    clearDraft("inquiry:package:p1");
    expect(loadDraft("inquiry:package:p1")).toBeUndefined();
  });

  it("ignores a corrupt entry and non-text values", () => {
    localStorage.setItem("draft:x", "{not json");
    expect(loadDraft("x")).toBeUndefined();
    localStorage.setItem("draft:y", JSON.stringify({ a: "ok", b: 5 }));
    expect(loadDraft("y")).toEqual({ a: "ok" });
  });
});
