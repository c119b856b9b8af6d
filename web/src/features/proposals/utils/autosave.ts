/**
 * The editor's autosave as a small state machine, so what the screen says ("Saving…", "All changes
 * saved", "Not saved", "Changed by someone else") follows from events and nothing typed is lost:
 *
 * - every edit raises `revision`; a save sends the revision it started from (`saving`), and only a
 *   save of the latest revision makes the editor `saved`; an edit made while saving stays `dirty`
 *   and is saved next;
 * - a refused stale save (409) is a `conflict`: autosave stops (the local copy is kept) until staff
 *   reload the latest version or save theirs over it;
 * - any other failure is `failed`: the edits stay `dirty` and the next edit or a retry saves them.
 */
export type SavePhase = "saved" | "dirty" | "saving" | "failed" | "conflict";

export type AutosaveState = {
  phase: SavePhase;
  /** Raised by every edit. */
  revision: number;
  /** The revision the server holds. */
  savedRevision: number;
  /** The revision of the save under way, if any. */
  savingRevision?: number;
  /** The last failure's message (failed or conflict). */
  error?: string;
};

export type AutosaveEvent =
  | { type: "edit" }
  | { type: "start" }
  | { type: "saved"; revision: number }
  | { type: "failed"; revision: number; error: string }
  | { type: "conflict"; error: string }
  /** The editor took the server's content (loaded, reloaded after a conflict, an AI draft). */
  | { type: "replaced" }
  /** Staff chose to save their copy over the other one: autosave goes on from the new version. */
  | { type: "resolved" };

export const initialAutosave: AutosaveState = { phase: "saved", revision: 0, savedRevision: 0 };

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case "edit": {
      const revision = state.revision + 1;
      // In conflict, edits stay local until staff settle it; a save under way stays "saving".
      if (state.phase === "conflict" || state.phase === "saving") return { ...state, revision };
      return { ...state, revision, phase: "dirty" };
    }
    case "start":
      if (state.phase === "conflict") return state;
      return { ...state, phase: "saving", savingRevision: state.revision, error: undefined };
    case "saved": {
      const savedRevision = Math.max(state.savedRevision, event.revision);
      if (state.phase === "conflict") return { ...state, savedRevision };
      return { ...state, savedRevision, savingRevision: undefined, phase: savedRevision >= state.revision ? "saved" : "dirty", error: undefined };
    }
    case "failed":
      if (state.phase === "conflict") return state;
      return { ...state, phase: "failed", savingRevision: undefined, error: event.error };
    case "conflict":
      return { ...state, phase: "conflict", savingRevision: undefined, error: event.error };
    case "replaced":
      return { ...initialAutosave, revision: state.revision, savedRevision: state.revision };
    case "resolved":
      return { ...state, phase: state.revision > state.savedRevision ? "dirty" : "saved", error: undefined };
  }
}

/**
 * Whether autosave should start a save now: there are unsaved edits and nothing is being saved or
 * held back (a failed save waits for the next edit or a retry, so a server that keeps refusing is
 * not asked again and again).
 */
export function shouldSave(state: AutosaveState): boolean {
  return state.phase === "dirty" && state.revision > state.savedRevision;
}

/** Whether the local copy holds edits the server does not have. */
export function hasUnsaved(state: AutosaveState): boolean {
  return state.revision > state.savedRevision;
}
