/**
 * The itinerary editor's load-edit-autosave cycle. The editor holds its own copy of the content;
 * each change is saved shortly after typing stops (`PUT` with the `version` it was loaded with).
 * The server's answer gives the new version and the totals (never computed as truth here); when
 * nothing was typed during the save, the editor takes the server's content too (dates, prices it
 * set). A save refused as stale (409) stops autosave and keeps the copy on this device: staff then
 * reload the latest version (their copy stays restorable) or save theirs over it.
 */
import { type Proposal, proposalInput } from "@contract/proposals/model.ts";
import { FINAL_PROPOSAL_STATUSES } from "@contract/proposals/state.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { draftProposal, getProposal, proposalKeys, revokeProposalLinks, saveProposal, sendProposal, useProposal, withdrawProposal } from "../api/proposals.ts";
import { autosaveReducer, hasUnsaved, initialAutosave, shouldSave } from "../utils/autosave.ts";
import { contentOf } from "../utils/content.ts";
import type { EditorContent } from "../utils/itinerary.ts";
import { dropKeptCopy, type KeptCopy, readKeptCopy, writeKeptCopy } from "../utils/kept-copy.ts";

/** How long after the last keystroke the editor saves. */
export const AUTOSAVE_DELAY_MS = 800;

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
const messageOf = (error: unknown) => (error instanceof ApiError && error.fromServer ? error.message : "");

export function useProposalEditor(id: string, failureText: (error: unknown) => string) {
  const queryClient = useQueryClient();
  const query = useProposal(id);
  const [content, setContentState] = useState<EditorContent | null>(null);
  const [server, setServer] = useState<Proposal | null>(null);
  const [save, dispatch] = useReducer(autosaveReducer, initialAutosave);
  const [kept, setKept] = useState<KeptCopy | null>(null);
  const version = useRef<string | undefined>(undefined);
  const contentRef = useRef<EditorContent | null>(null);
  /** Edits made so far and those the server holds, counted as they happen (the reducer's count arrives with the next render). */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const conflicted = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  contentRef.current = content;
  const failureRef = useRef(failureText);
  failureRef.current = failureText;

  /** Takes the server's proposal as the editor's content (first load, reload, AI draft, send). */
  const adopt = useCallback((proposal: Proposal) => {
    version.current = proposal.version;
    setServer(proposal);
    setContentState(contentOf(proposal));
    queryClient.setQueryData(proposalKeys.one(id), proposal);
  }, [id, queryClient]);

  useEffect(() => {
    if (!query.data) return;
    if (contentRef.current === null) {
      adopt(query.data);
      const copy = readKeptCopy(id);
      if (copy) setKept(copy);
      return;
    }
    // Read again later: what the traveller did (views, an answer) shows; the content stays the editor's.
    const { status, views, acceptance, decline, sentVersion, sentAt } = query.data;
    setServer((current) => (current ? { ...current, status, views, acceptance, decline, sentVersion, sentAt } : current));
  }, [query.data, adopt, id]);

  const readOnly = server ? FINAL_PROPOSAL_STATUSES.includes(server.status) : true;

  const setContent = useCallback((change: (current: EditorContent) => EditorContent) => {
    setContentState((current) => (current ? change(current) : current));
    edits.current += 1;
    dispatch({ type: "edit" });
  }, []);

  const issues = useMemo(() => {
    if (!content) return [];
    const parsed = proposalInput.safeParse(content);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  }, [content]);

  /**
   * Saves the content now (after a save under way, if any); answers whether the server then holds
   * every edit. Counted in refs, so callers awaiting it (send, draft) read the outcome at once.
   */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const current = contentRef.current;
    if (!current || conflicted.current) return false;
    if (edits.current === savedEdits.current) return true;
    const editsAtStart = edits.current;
    const revision = saveRef.current.revision;
    dispatch({ type: "start" });
    const attempt = (async () => {
      try {
        const saved = await saveProposal(id, { ...current, version: version.current });
        version.current = saved.version;
        savedEdits.current = Math.max(savedEdits.current, editsAtStart);
        setServer(saved);
        queryClient.setQueryData(proposalKeys.one(id), saved);
        void queryClient.invalidateQueries({ queryKey: proposalKeys.list() });
        const typedMeanwhile = edits.current !== editsAtStart;
        // Nothing typed meanwhile: show what the server keeps (the dates and prices it sets).
        if (!typedMeanwhile) {
          setContentState(contentOf(saved));
          dropKeptCopy(id);
        }
        dispatch({ type: "saved", revision });
        return !typedMeanwhile;
      } catch (error) {
        writeKeptCopy(id, { content: current, version: version.current, at: new Date().toISOString() });
        if (isStale(error)) {
          conflicted.current = true;
          dispatch({ type: "conflict", error: messageOf(error) || failureRef.current(error) });
        } else {
          dispatch({ type: "failed", revision, error: failureRef.current(error) });
        }
        return false;
      }
    })();
    inFlight.current = attempt;
    try {
      return await attempt;
    } finally {
      if (inFlight.current === attempt) inFlight.current = null;
    }
  }, [id, queryClient]);

  // Autosave: shortly after the last edit, when the content is valid.
  useEffect(() => {
    if (readOnly || !shouldSave(save) || issues.length > 0) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [save, issues.length, readOnly, saveNow]);

  // Leaving the editor saves what is pending (its copy stays on this device until the server has it).
  useEffect(() => () => {
    const pending = edits.current !== savedEdits.current && !conflicted.current;
    if (pending && proposalInput.safeParse(contentRef.current).success) void saveNow();
  }, [saveNow]);

  // Unsaved edits (invalid ones too) are kept on this device, so a closed tab loses nothing.
  useEffect(() => {
    if (!content || !hasUnsaved(save)) return;
    const timer = setTimeout(() => writeKeptCopy(id, { content, version: version.current, at: new Date().toISOString() }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, save, id]);

  /** The editor now shows the server's content: nothing is left to save. */
  const settle = useCallback(() => {
    savedEdits.current = edits.current;
    conflicted.current = false;
    dispatch({ type: "replaced" });
  }, []);

  /** After a conflict: the latest version replaces the editor's; the editor's copy stays restorable. */
  const reloadLatest = useCallback(async () => {
    const current = contentRef.current;
    if (current && edits.current !== savedEdits.current) {
      const copy = { content: current, version: version.current, at: new Date().toISOString() };
      writeKeptCopy(id, copy);
      setKept(copy);
    }
    const latest = await getProposal(id);
    adopt(latest);
    settle();
  }, [id, adopt, settle]);

  /** After a conflict: the editor's copy is saved over the other person's (from the latest version). */
  const keepMine = useCallback(async () => {
    const latest = await getProposal(id);
    version.current = latest.version;
    setServer(latest);
    conflicted.current = false;
    dispatch({ type: "resolved" });
  }, [id]);

  /** Puts a kept copy back into the editor: saved over the version shown. */
  const restoreKept = useCallback(() => {
    if (!kept) return;
    setContent(() => kept.content);
    setKept(null);
  }, [kept, setContent]);

  const discardKept = useCallback(() => {
    dropKeptCopy(id);
    setKept(null);
  }, [id]);

  /** Replaces the itinerary with the AI's draft (staff confirmed). */
  const draft = useCallback(async () => {
    if (!(await saveNow())) throw new Error("unsaved");
    const drafted = await draftProposal(id, version.current);
    adopt(drafted);
    settle();
    return drafted.draftedBy;
  }, [id, adopt, saveNow, settle]);

  /** Saves what is pending, then sends (a new numbered version and the traveller's email). */
  const send = useCallback(async () => {
    if (!(await saveNow())) throw new Error("unsaved");
    adopt(await sendProposal(id));
    settle();
    void queryClient.invalidateQueries({ queryKey: proposalKeys.list() });
    void queryClient.invalidateQueries({ queryKey: proposalKeys.versions(id) });
  }, [id, adopt, saveNow, settle, queryClient]);

  const withdraw = useCallback(async () => {
    if (!(await saveNow())) throw new Error("unsaved");
    adopt(await withdrawProposal(id));
    settle();
    void queryClient.invalidateQueries({ queryKey: proposalKeys.list() });
  }, [id, adopt, saveNow, settle, queryClient]);

  const revokeLinks = useCallback(async () => {
    await revokeProposalLinks(id);
    await queryClient.invalidateQueries({ queryKey: proposalKeys.one(id) });
  }, [id, queryClient]);

  return {
    query, content, server, save, issues, readOnly, kept,
    setContent, saveNow, reloadLatest, keepMine, restoreKept, discardKept, draft, send, withdraw, revokeLinks,
  };
}
