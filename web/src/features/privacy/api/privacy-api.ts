/** The privacy API (server/routes/privacy.ts): requests, codes, the ZIP download and the desk. */
import type { PrivacyRequest, PrivacyRequestKind } from "@contract/privacy.ts";
import { LIMITS } from "@contract/limits.ts";
import { errorFor, get, post, readBody, readToken, requestLanguage } from "../../../lib/api-client.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** Posts and, when the answer is a ZIP, saves it as a file; otherwise answers the JSON's `data`. */
async function postMaybeZip(path: string, body?: unknown): Promise<{ zip: true } | { zip: false; data: unknown }> {
  const headers: Record<string, string> = { "Accept-Language": requestLanguage("POST", path), "Content-Type": "application/json" };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${LIMITS.apiBasePath}${path}`, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw errorFor(response.status, await readBody(response));
  if ((response.headers.get("content-type") ?? "").includes("application/zip")) {
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = "aurum-voyages-my-data.zip";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return { zip: true };
  }
  return { zip: false, data: (await readBody(response) as { data: unknown }).data };
}

export const askForCode = (email: string, kind: PrivacyRequestKind) =>
  post<{ id: string; kind: PrivacyRequestKind }>("/privacy/requests", { email, kind });

export async function verifyCode(id: string, code: string): Promise<PrivacyRequest | null> {
  const answer = await postMaybeZip(`/privacy/requests/${encodeURIComponent(id)}/verify`, { code });
  return answer.zip ? null : answer.data as PrivacyRequest;
}

export const downloadMyData = () => postMaybeZip("/me/privacy/export");
export const askForMyErasure = () => post<PrivacyRequest>("/me/privacy/erasure");

const DESK_KEY = ["privacy-requests"] as const;

export function usePrivacyRequests() {
  return useQuery({ queryKey: DESK_KEY, queryFn: ({ signal }) => get<PrivacyRequest[]>("/privacy/requests", { signal }) });
}

export function useCompleteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<PrivacyRequest>(`/privacy/requests/${encodeURIComponent(id)}/complete`),
    onSuccess: () => client.invalidateQueries({ queryKey: DESK_KEY }),
  });
}
