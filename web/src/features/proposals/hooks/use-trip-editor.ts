/**
 * The trip editor's state: the trip as the server answered it, the editor's working copy of its
 * content, the note for the traveller, and saving. Unlike a proposal's draft, a trip is saved only
 * when staff say so: every save tells the traveller what changed (email and push), so it is one
 * deliberate message with its note, never a keystroke's autosave. A save refused as stale (409)
 * keeps what staff typed: they reload the latest version or save theirs over it.
 */
import { type Trip, type TripContent, tripInput } from "@contract/trips/model.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { getTrip, saveTrip, tripKeys, useTrip } from "../api/trips.ts";

export type TripSavePhase = "saved" | "dirty" | "saving" | "failed" | "conflict";

/** The editable part of a trip, as `PUT /api/trips/{id}` takes it. */
export function contentOfTrip(trip: Trip): TripContent {
  return { title: trip.title, partySize: trip.partySize, timeZone: trip.timeZone, stay: trip.stay, days: trip.days };
}

export function useTripEditor(id: string, failureText: (error: unknown) => string) {
  const queryClient = useQueryClient();
  const query = useTrip(id);
  const [server, setServer] = useState<Trip | null>(null);
  const [content, setContentState] = useState<TripContent | null>(null);
  const [note, setNote] = useState("");
  const [phase, setPhase] = useState<TripSavePhase>("saved");
  const [error, setError] = useState("");
  const version = useRef<string | undefined>(undefined);

  const adopt = useCallback((trip: Trip) => {
    version.current = trip.version;
    setServer(trip);
    setContentState(contentOfTrip(trip));
    queryClient.setQueryData(tripKeys.one(id), trip);
  }, [id, queryClient]);

  useEffect(() => {
    if (query.data && server === null) adopt(query.data);
  }, [query.data, server, adopt]);

  const setContent = useCallback((change: (current: TripContent) => TripContent) => {
    setContentState((current) => (current ? change(current) : current));
    setPhase((current) => (current === "conflict" ? current : "dirty"));
  }, []);

  const issues = useMemo(() => {
    if (!content) return [];
    const parsed = tripInput.safeParse({ ...content, noteToTraveller: note || undefined });
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  }, [content, note]);

  /** Saves the content and the note: a new revision, the traveller told. Answers whether it was saved. */
  const save = useCallback(async (): Promise<boolean> => {
    if (!content) return false;
    setPhase("saving");
    setError("");
    try {
      const saved = await saveTrip(id, { ...content, version: version.current, ...(note.trim() ? { noteToTraveller: note.trim() } : {}) });
      adopt(saved);
      setNote("");
      setPhase("saved");
      void queryClient.invalidateQueries({ queryKey: [...tripKeys.all, "list"] });
      return true;
    } catch (failure) {
      const stale = failure instanceof ApiError && failure.status === 409;
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : failureText(failure));
      setPhase(stale ? "conflict" : "failed");
      return false;
    }
  }, [content, note, id, adopt, queryClient, failureText]);

  /** After a conflict: the latest version replaces the editor's content (what was typed is dropped). */
  const reloadLatest = useCallback(async () => {
    adopt(await getTrip(id));
    setPhase("saved");
    setError("");
  }, [id, adopt]);

  /** After a conflict: the editor's content stays, to be saved over the latest version. */
  const keepMine = useCallback(async () => {
    const latest = await getTrip(id);
    version.current = latest.version;
    setServer(latest);
    setPhase("dirty");
    setError("");
  }, [id]);

  /** The trip read again (documents, downloads, links) without touching the content being edited. */
  const refresh = useCallback(async () => {
    const latest = await getTrip(id);
    queryClient.setQueryData(tripKeys.one(id), latest);
    setServer(latest);
  }, [id, queryClient]);

  return { query, server, content, note, setNote, phase, error, issues, setContent, save, reloadLatest, keepMine, refresh };
}
