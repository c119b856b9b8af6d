import type { MediaUse } from "@contract/media.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, del } from "../../../lib/api-client.ts";
import { ACTIVITIES, adminKeys, DESTINATIONS, PACKAGES } from "./resources.ts";
import { mediaKey } from "./get-media.ts";

export type DeleteMediaAnswer = { filename: string; deleted: true; replacedWith?: string; replaced?: MediaUse[] };

/**
 * DELETE /api/media/{filename}: the file, its WebP copies and its record. While catalogue items
 * show the file it is refused (409 with `usedBy`), unless `replaceWith` names the image they show
 * instead, changed in the same step.
 */
export function deleteMedia({ filename, replaceWith }: { filename: string; replaceWith?: string }): Promise<DeleteMediaAnswer> {
  const query = replaceWith ? `?replaceWith=${encodeURIComponent(replaceWith)}` : "";
  return del<DeleteMediaAnswer>(`/media/${encodeURIComponent(filename)}${query}`);
}

/** The items a refused delete names, or null when the failure was something else. */
export function usesOfRefusal(error: unknown): MediaUse[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body?.usedBy)) return null;
  return error.body.usedBy as MediaUse[];
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      // A replace changed the items' images: the admin lists and the public catalogue read them again.
      if (answer?.replaced?.length) {
        for (const key of [DESTINATIONS, PACKAGES, ACTIVITIES].map((resource) => adminKeys.list(resource.key))) {
          await queryClient.invalidateQueries({ queryKey: key });
        }
        await queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
      }
    },
  });
}
