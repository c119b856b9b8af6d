import type { FocalPoint, MediaFile } from "@contract/media.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch } from "../../../lib/api-client.ts";
import { adminKeys } from "./resources.ts";
import { mediaKey } from "./get-media.ts";
import { updatePagedItems } from "../../../lib/paged-list.ts";

/** An image's alternative text (empty removes it) and focal point (null removes it). */
export type MediaDetailsChange = { alt: string; focus: FocalPoint | null };

/** PATCH /api/media/{filename}: answers the file's record. */
export function saveMediaDetails(filename: string, change: MediaDetailsChange): Promise<MediaFile> {
  return patch<MediaFile>(`/media/${encodeURIComponent(filename)}`, change);
}

export function useSaveMediaDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filename, change }: { filename: string; change: MediaDetailsChange }) => saveMediaDetails(filename, change),
    onSuccess: async (saved) => {
      queryClient.setQueryData<MediaFile[]>(mediaKey, (files) => files?.map((file) => (file.filename === saved.filename ? saved : file)));
      updatePagedItems<MediaFile>(queryClient, [...mediaKey, "pages"], (file) => (file.filename === saved.filename ? saved : file));
      // Cards and pages read both from the catalogue's answers.
      await queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
    },
  });
}
