/**
 * The trip the page shows, and where it comes from: the server's copy (in the page the server
 * rendered, or read from the API), else offline the copy kept on this phone. Online, a kept copy
 * is brought up to date each time the trip is read, and dropped when the link no longer opens
 * anything (revoked). The page reads the trip again when it comes back online, when it is shown
 * again, and when a push says the trip changed.
 */
import type { TravellerTrip } from "@contract/trips/model.ts";
import type { TripPageState } from "@contract/trips/page.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { readTripLink } from "../api/trip-link.ts";
import type { KeptTrip } from "../utils/kept-trips.ts";
import { anyTripKept } from "../utils/kept-flag.ts";

/** The device's database (Dexie) loads after the page is shown: it is no part of the page's first load. */
const kept = () => import("../utils/kept-trips.ts");
/** A device that keeps no trip (the flag says so) never loads the database at all. */
const keptTripOf = async (token: string) => anyTripKept() ? (await kept()).keptTripOf(token) : undefined;
const keepTrip = async (token: string, trip: TravellerTrip) => (await kept()).keepTrip(token, trip);
const removeKeptTrip = async (tripId: string) => (await kept()).removeKeptTrip(tripId);

export type TripSource =
  | { kind: "loading" }
  | { kind: "server"; trip: TravellerTrip }
  | { kind: "kept"; trip: TravellerTrip }
  | { kind: "missing"; message?: string }
  | { kind: "offline" };

export type KeepState =
  | { kind: "unknown" }
  | { kind: "no" }
  | { kind: "working" }
  | { kind: "kept"; kept: KeptTrip }
  | { kind: "removed" }
  | { kind: "failed" };

/** Reads retried when the browser is online but the network failed, and the wait before the first. */
const RETRIES = 3;
const RETRY_MS = 2_000;

const gone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

export function useTrip(token: string, initial: TripPageState | null) {
  const [source, setSource] = useState<TripSource>(() =>
    initial?.trip ? { kind: "server", trip: initial.trip } : initial ? { kind: "missing", message: initial.missing } : { kind: "loading" }
  );
  const [keep, setKeep] = useState<KeepState>({ kind: "unknown" });
  const reading = useRef(false);

  /** A kept copy follows the server's: refreshed, or cleared when the link opens nothing any more. */
  const follow = useCallback(async (trip: TravellerTrip | null) => {
    const kept = await keptTripOf(token);
    if (!kept) return setKeep({ kind: "no" });
    if (!trip) {
      await removeKeptTrip(kept.tripId);
      return setKeep({ kind: "no" });
    }
    setKeep({ kind: "kept", kept });
    try {
      setKeep({ kind: "kept", kept: await keepTrip(token, trip) });
    } catch {
      // Offline again midway: the copy kept before stays.
    }
  }, [token]);

  const retries = useRef(0);
  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      const trip = await readTripLink(token);
      retries.current = 0;
      setSource({ kind: "server", trip });
      await follow(trip);
    } catch (error) {
      // The browser says it is online but the read failed (a connection coming back): try again shortly.
      if (!gone(error) && navigator.onLine && retries.current < RETRIES) {
        retries.current += 1;
        setTimeout(() => void read(), RETRY_MS * retries.current);
      }
      if (gone(error)) {
        setSource({ kind: "missing", message: (error as Error).message });
        await follow(null);
        return;
      }
      const kept = await keptTripOf(token);
      setKeep(kept ? { kind: "kept", kept } : { kind: "no" });
      setSource((shown) => shown.kind === "server" ? shown : kept ? { kind: "kept", trip: kept.trip } : { kind: "offline" });
    } finally {
      reading.current = false;
    }
  }, [token, follow]);

  useEffect(() => {
    // The server's page: the kept copy (if any) follows it; else the trip is read now.
    if (initial?.trip) void follow(initial.trip);
    else if (initial) void follow(null);
    else void read();
    const again = () => document.visibilityState === "visible" && void read();
    const pushed = (event: MessageEvent) => {
      const data = event.data as { type?: string; url?: string } | null;
      // A push may be about this trip (the server knows its links only by their hashes, so its link may not name this one).
      if (data?.type === "PUSH_RECEIVED") void read();
    };
    addEventListener("online", again);
    document.addEventListener("visibilitychange", again);
    navigator.serviceWorker?.addEventListener("message", pushed);
    return () => {
      removeEventListener("online", again);
      document.removeEventListener("visibilitychange", again);
      navigator.serviceWorker?.removeEventListener("message", pushed);
    };
    // Once per link: `initial` is the page's first state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const keepNow = useCallback(async (trip: TravellerTrip) => {
    setKeep({ kind: "working" });
    try {
      setKeep({ kind: "kept", kept: await keepTrip(token, trip) });
    } catch {
      await removeKeptTrip(trip.id).catch(() => undefined);
      setKeep({ kind: "failed" });
    }
  }, [token]);

  const remove = useCallback(async (tripId: string) => {
    await removeKeptTrip(tripId);
    setKeep({ kind: "removed" });
  }, []);

  return { source, keep, keepNow, remove, read };
}
