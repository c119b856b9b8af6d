import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { mediaKey } from "./get-media.ts";

/** DELETE /api/media/{filename}: the file, its WebP copies and its record. */
export function deleteMedia(filename: string): Promise<unknown> {
  return del(`/media/${encodeURIComponent(filename)}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKey }),
  });
}
