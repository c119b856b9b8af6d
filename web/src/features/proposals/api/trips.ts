/**
 * The staff's trips API (issue #31): the board (`GET /api/trips?phase=`), one trip, saving it with
 * the stale-edit `version` and a note for the traveller, its documents (upload, download, delete)
 * and revoking every traveller link. A trip is what an accepted proposal became, so it lives with
 * the proposals' screens and reuses their itinerary editor.
 */
import { LIMITS } from "@contract/limits.ts";
import type { DocumentKind, Trip, TripInput, TripPhase, TripSummary } from "@contract/trips/model.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, del, errorFor, get, post, put, readBody, readToken, requestLanguage } from "../../../lib/api-client.ts";

export const tripKeys = {
  all: ["admin", "trips"] as const,
  list: (phase: TripPhase) => [...tripKeys.all, "list", phase] as const,
  one: (id: string) => [...tripKeys.all, "one", id] as const,
  ofProposal: (proposalId: string) => [...tripKeys.all, "of-proposal", proposalId] as const,
};

const path = (id: string) => `/trips/${encodeURIComponent(id)}`;

/** One column of the board; the server filters by phase, and so does the board (an older server may not). */
export const tripsQueryOptions = (phase: TripPhase) =>
  queryOptions({
    queryKey: tripKeys.list(phase),
    queryFn: async ({ signal }) => (await get<TripSummary[]>(`/trips?phase=${phase}`, { signal })).filter((trip) => trip.phase === phase),
    staleTime: 0,
  });

export function useTrips(phase: TripPhase) {
  return useQuery(tripsQueryOptions(phase));
}

export function getTrip(id: string, signal?: AbortSignal): Promise<Trip> {
  return get<Trip>(path(id), { signal });
}

export function useTrip(id: string, enabled = true) {
  return useQuery({ queryKey: tripKeys.one(id), queryFn: ({ signal }) => getTrip(id, signal), staleTime: 0, refetchOnWindowFocus: false, enabled });
}

/** PUT /api/trips/{id}: a new revision (409 when someone saved meanwhile); the note goes to the traveller with the changes. */
export function saveTrip(id: string, input: TripInput): Promise<Trip> {
  return put<Trip>(path(id), input);
}

/** The trip an accepted proposal became, if any (found on the board, whichever its phase). */
export function useTripOfProposal(proposalId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripKeys.ofProposal(proposalId),
    queryFn: async ({ signal }) => (await get<TripSummary[]>("/trips", { signal })).find((trip) => trip.proposalId === proposalId) ?? null,
    enabled,
    staleTime: 0,
  });
}

/** POST /api/trips/{id}/revoke-links: every traveller and co-traveller link stops working at once. */
export function revokeTripLinks(id: string): Promise<unknown> {
  return post(`${path(id)}/revoke-links`);
}

export interface DocumentUpload {
  file: File;
  kind: DocumentKind;
  itemId?: string;
  staffOnly: boolean;
}

/** Sends a request the JSON client cannot (a form, a file back), with the same token, language and timeout. */
async function rawRequest(method: string, target: string, body?: FormData): Promise<Response> {
  const headers: Record<string, string> = { "Accept-Language": requestLanguage(method === "GET" ? "GET" : "POST", target) };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.uploadTimeoutMs);
  try {
    const response = await fetch(`${LIMITS.apiBasePath}${target}`, { method, headers, body, credentials: "include", signal: controller.signal });
    if (!response.ok) throw errorFor(response.status, await readBody(response));
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw controller.signal.aborted ? new ApiError("Request timed out", 0, "timeout") : new ApiError("Network error", 0, "network");
  } finally {
    clearTimeout(timer);
  }
}

/** POST /api/trips/{id}/documents (multipart: the fields first, then the file). */
export async function uploadTripDocument(id: string, upload: DocumentUpload): Promise<void> {
  const form = new FormData();
  form.append("kind", upload.kind);
  if (upload.itemId) form.append("itemId", upload.itemId);
  form.append("staffOnly", upload.staffOnly ? "true" : "false");
  form.append("file", upload.file, upload.file.name);
  await rawRequest("POST", `${path(id)}/documents`, form);
}

/** The document's bytes as staff download them (not counted as a traveller's download). */
export async function downloadTripDocument(id: string, documentId: string): Promise<Blob> {
  return await (await rawRequest("GET", `${path(id)}/documents/${encodeURIComponent(documentId)}`)).blob();
}

export function deleteTripDocument(id: string, documentId: string): Promise<unknown> {
  return del(`${path(id)}/documents/${encodeURIComponent(documentId)}`);
}
