import { useAdminT } from "../../../i18n/areas/admin.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** A refused restore whose version shows an image deleted from the media library since (409 `media_missing`). */
export const isImageGone = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === "media_missing";

/**
 * Under a restore refused because the version's image was deleted (the server's message names the
 * file): "Restore with the current image", which restores every other field of the same version.
 */
export function KeepImageRestore({ error, busy, onRestore }: { error: unknown; busy: boolean; onRestore(): void }) {
  const t = useAdminT();
  if (!isImageGone(error)) return null;
  return (
    <p className="versions__keep-image">
      <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={onRestore}>
        {t("history.restoreKeepImage")}
      </button>
    </p>
  );
}
