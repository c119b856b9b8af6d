/**
 * POST /api/media/upload (multipart: the optional alternative text "alt", then "file") through XMLHttpRequest, the one browser API that
 * reports upload progress. Answers 201 with the stored file; a failure carries the server's own
 * message when it sent one, else a fixed text ("Upload failed: {status}", "Upload timed out", ...).
 */
import { LIMITS } from "@contract/limits.ts";
import type { MediaFile } from "@contract/media.ts";
import { readToken, requestLanguage } from "../../../lib/api-client.ts";

/** Why an upload failed: "server" when the server said why (the message is its own), else what the browser saw. */
export type UploadFailure = "server" | "status" | "format" | "timeout" | "network" | "cancelled";

export class UploadError extends Error {
  constructor(message: string, readonly status = 0, readonly failure: UploadFailure = "server") {
    super(message);
    this.name = "UploadError";
  }
}

/** The failure message for a finished request that was not a 201 with a file. */
export function uploadFailure(status: number, body: string): UploadError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (status >= 200 && status < 300) return new UploadError("Invalid response format", status, "format");
  const message = (parsed as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? new UploadError(message, status) : new UploadError(`Upload failed: ${status}`, status, "status");
}

export function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal, alt?: string): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${LIMITS.apiBasePath}/media/upload`);
    xhr.timeout = LIMITS.uploadTimeoutMs;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", requestLanguage("POST", "/media/upload"));
    const bearer = readToken();
    if (bearer) xhr.setRequestHeader("Authorization", `Bearer ${bearer}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          const data = (JSON.parse(xhr.responseText) as { data?: MediaFile }).data;
          if (data && typeof data.filename === "string" && typeof data.url === "string") {
            onProgress(100);
            return resolve(data);
          }
        } catch { /* falls through */ }
        return reject(new UploadError("Invalid response format", xhr.status, "format"));
      }
      reject(uploadFailure(xhr.status, xhr.responseText));
    };
    xhr.ontimeout = () => reject(new UploadError("Upload timed out", 0, "timeout"));
    xhr.onerror = () => reject(new UploadError("Upload failed due to network error", 0, "network"));
    xhr.onabort = () => reject(new UploadError("Upload was cancelled", 0, "cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    // Before the file: the server reads the fields that come ahead of it.
    if (alt?.trim()) form.append("alt", alt.trim());
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
