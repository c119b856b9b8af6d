import { describe, expect, it } from "vitest";
import { type AutosaveEvent, autosaveReducer, type AutosaveState, hasUnsaved, initialAutosave, shouldSave } from "./autosave.ts";

const run = (...events: AutosaveEvent[]): AutosaveState => events.reduce(autosaveReducer, initialAutosave);

describe("autosave", () => {
  it("an edit waits to be saved; a save of it makes everything saved", () => {
    const edited = run({ type: "edit" });
    expect(edited.phase).toBe("dirty");
    expect(shouldSave(edited)).toBe(true);
    const saving = autosaveReducer(edited, { type: "start" });
    expect(saving.phase).toBe("saving");
    expect(shouldSave(saving)).toBe(false);
    const saved = autosaveReducer(saving, { type: "saved", revision: saving.savingRevision! });
    expect(saved.phase).toBe("saved");
    expect(hasUnsaved(saved)).toBe(false);
  });

  it("an edit made while saving is saved next, not lost", () => {
    const saving = run({ type: "edit" }, { type: "start" });
    const typedMeanwhile = autosaveReducer(saving, { type: "edit" });
    expect(typedMeanwhile.phase).toBe("saving");
    const afterSave = autosaveReducer(typedMeanwhile, { type: "saved", revision: saving.savingRevision! });
    expect(afterSave.phase).toBe("dirty");
    expect(hasUnsaved(afterSave)).toBe(true);
    expect(shouldSave(afterSave)).toBe(true);
  });

  it("a failed save keeps the edits unsaved and waits for the next edit or a retry", () => {
    const failed = run({ type: "edit" }, { type: "start" }, { type: "failed", revision: 1, error: "offline" });
    expect(failed.phase).toBe("failed");
    expect(failed.error).toBe("offline");
    expect(hasUnsaved(failed)).toBe(true);
    expect(shouldSave(failed)).toBe(false);
    expect(shouldSave(autosaveReducer(failed, { type: "edit" }))).toBe(true);
  });

  it("a stale save (409) stops autosave; edits stay local until staff settle it", () => {
    const conflict = run({ type: "edit" }, { type: "start" }, { type: "conflict", error: "changed by someone else" });
    expect(conflict.phase).toBe("conflict");
    const typed = autosaveReducer(conflict, { type: "edit" });
    expect(typed.phase).toBe("conflict");
    expect(shouldSave(typed)).toBe(false);
    expect(hasUnsaved(typed)).toBe(true);
    expect(autosaveReducer(typed, { type: "start" }).phase).toBe("conflict");
    // Keeping theirs: the editor shows the latest version, nothing left to save.
    const reloaded = autosaveReducer(typed, { type: "replaced" });
    expect(reloaded.phase).toBe("saved");
    expect(hasUnsaved(reloaded)).toBe(false);
    // Keeping mine: autosave saves the local copy over the latest version.
    const resolved = autosaveReducer(typed, { type: "resolved" });
    expect(resolved.phase).toBe("dirty");
    expect(shouldSave(resolved)).toBe(true);
  });

  it("a late answer of an older save never marks newer edits saved", () => {
    const state = run({ type: "edit" }, { type: "start" }, { type: "edit" }, { type: "edit" });
    const answered = autosaveReducer(state, { type: "saved", revision: 1 });
    expect(answered.savedRevision).toBe(1);
    expect(answered.revision).toBe(3);
    expect(answered.phase).toBe("dirty");
  });
});
