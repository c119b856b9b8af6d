import type { MediaFile } from "@contract/media.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

export const mediaKey = ["admin", "media"] as const;

/** GET /api/media/list with a cache-busting timestamp (`?t=`): newest first. */
export async function getMedia(signal?: AbortSignal): Promise<MediaFile[]> {
  try {
    return await get<MediaFile[]>(`/media/list?t=${Date.now()}`, { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to list files");
  }
}

export const mediaQueryOptions = () =>
  queryOptions({ queryKey: mediaKey, queryFn: ({ signal }) => getMedia(signal), staleTime: 0 });

export function useMedia(options: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaQueryOptions(), enabled: options.enabled ?? true });
}
