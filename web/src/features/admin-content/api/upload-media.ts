/**
 * POST /api/media/upload (multipart: the optional alternative text "alt", then "file") through XMLHttpRequest, the one browser API that
 * reports upload progress. Answers 201 with the stored file; a failure carries the server's own
 * message when it sent one, else a fixed text ("Upload failed: {status}", "Upload timed out", ...).
 */
import { AUTH_TOKEN_KEY, LIMITS } from "@contract/limits.ts";
import type { MediaFile } from "@contract/media.ts";

export class UploadError extends Error {
  constructor(message: string, readonly status = 0) {
    super(message);
    this.name = "UploadError";
  }
}

function token(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
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
  if (status >= 200 && status < 300) return new UploadError("Invalid response format", status);
  const message = (parsed as { message?: unknown } | undefined)?.message;
  return new UploadError(typeof message === "string" && message ? message : `Upload failed: ${status}`, status);
}

export function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal, alt?: string): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${LIMITS.apiBasePath}/media/upload`);
    xhr.timeout = LIMITS.uploadTimeoutMs;
    xhr.setRequestHeader("Accept", "application/json");
    const bearer = token();
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
        return reject(new UploadError("Invalid response format", xhr.status));
      }
      reject(uploadFailure(xhr.status, xhr.responseText));
    };
    xhr.ontimeout = () => reject(new UploadError("Upload timed out"));
    xhr.onerror = () => reject(new UploadError("Upload failed due to network error"));
    xhr.onabort = () => reject(new UploadError("Upload was cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    // Before the file: the server reads the fields that come ahead of it.
    if (alt?.trim()) form.append("alt", alt.trim());
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
