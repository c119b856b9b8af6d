/**
 * The /admin/media screen: upload by drag-and-drop or picker (several files at once, with an
 * optional alternative text) with per-file progress, the "Upload Errors" panel, and the grid of files
 * with Copy URL, an image's details (alternative text, focal point), the items that show each file
 * (linked to their edit forms) and delete (with "Replace with..." when catalogue items show the file);
 * "Force Refresh" reloads. Files whose name the library already has are asked about before upload.
 * The grid is read a page at a time, newest first, searched and filtered by the server; more load
 * as its end comes into view or by the button.
 */
import type { MediaFile } from "@contract/media.ts";
import { useId, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminFailure, useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { filesNamed, useMedia, useMediaPages } from "../api/get-media.ts";
import { LoadMore } from "../../../components/load-more.tsx";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { LIMITS } from "@contract/limits.ts";
import { useUploads } from "../hooks/use-uploads.ts";
import { DeleteMediaDialog } from "./delete-media-dialog.tsx";
import { MediaDetailsDialog } from "./media-details-dialog.tsx";
import { MediaGrid } from "./media-grid.tsx";
import { UploadErrors, UploadProgressList } from "./upload-status.tsx";
import { UploadZone } from "./upload-zone.tsx";
import { DuplicateUploadDialog } from "./duplicate-upload-dialog.tsx";
import { duplicateFiles } from "../utils/duplicate-names.ts";

export function MediaLibrary() {
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<"" | "image" | "video">("");
  const q = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const media = useMediaPages({ q, type: kind });
  const uploads = useUploads();
  // A batch held back while staff decide about its files whose names the library already has.
  const [held, setHeld] = useState<{ files: File[]; alt?: string; same: File[] } | null>(null);
  const addFiles = async (files: File[], alt?: string) => {
    // The library is asked by name (a file it cannot be asked about is uploaded without asking).
    const same = duplicateFiles(files, await filesNamed(files.map((file) => file.name)).catch(() => []));
    if (same.length === 0) uploads.add(files, alt);
    else setHeld({ files, alt, same });
  };
  const t = useAdminT();
  const failed = useAdminFailure();
  const { lang } = useLanguage();
  const [pending, setPending] = useState<MediaFile | null>(null);
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  /** Why a file's delete failed, shown on its card. */
  const [cardError, setCardError] = useState<{ filename: string; text: string } | null>(null);
  const searchId = useId();
  const searchHintId = useId();
  const kindId = useId();
  const shown = media.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q.trim() !== "" || kind !== "";
  // The images a deleted file's items may show instead: the whole library, read only while a delete is asked.
  const images = useMedia({ enabled: pending !== null });

  return (
    <div className="media-library">
      <div className="admin-toolbar">
        <Link to="/admin" className="btn btn--ghost btn--sm">{t("common.backToDashboard")}</Link>
        <button type="button" className="btn btn--secondary" onClick={() => void media.refetch()} disabled={media.isFetching}>
          {media.isFetching && !media.isPending ? t("media.refreshing") : t("media.forceRefresh")}
        </button>
      </div>
      <UploadZone onFiles={(files, alt) => void addFiles(files, alt)} />
      <UploadProgressList items={uploads.items} />
      <UploadErrors problems={uploads.problems} onClear={uploads.clearProblems} />
      <div aria-live="polite" className="admin-notices">
        {uploads.summary ? <p className="visually-hidden">{uploads.summary}</p> : null}
        {message ? <p className={message.error ? "error-message" : "success-message"}>{message.text}</p> : null}
      </div>
      <div className="media-library__head">
        <h2 className="media-library__title">
          {t("media.files")}
          {media.data
            ? <span className="media-library__count"> {t("media.count", { count: `${formatNumber(shown.length, lang)}${media.hasNextPage ? "+" : ""}` })}</span>
            : null}
        </h2>
        {shown.length > 0 || filtered
          ? (
            <div className="media-library__filters">
              <div className="field">
                <label htmlFor={searchId}>{t("media.search")}</label>
                <input id={searchId} type="search" value={search} aria-describedby={searchHintId} onChange={(e) => setSearch(e.target.value)} />
                <p id={searchHintId} className="field__hint">{t("media.searchHint")}</p>
              </div>
              <div className="field">
                <label htmlFor={kindId}>{t("media.type")}</label>
                <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
                  <option value="">{t("media.allFiles")}</option>
                  <option value="image">{t("media.images")}</option>
                  <option value="video">{t("media.videos")}</option>
                </select>
              </div>
            </div>
          )
          : null}
      </div>
      {media.isPending
        ? <Spinner label={t("media.loading")} />
        : media.isError
        ? <ErrorMessage title={t("media.loadError")}>{failed(media.error, "media.listFailed")}</ErrorMessage>
        : shown.length === 0
        ? <p className="empty-state">{t(filtered ? "media.noMatch" : "media.empty")}</p>
        : (
          <MediaGrid
            files={shown}
            onDelete={setPending}
            errorOf={(file) => (cardError?.filename === file.filename ? cardError.text : undefined)}
            onEdit={setEditing}
            onCopyFailed={(text) => setMessage({ text, error: true })}
          />
        )}
      <LoadMore query={media} labels={{ more: t("media.showMore"), loading: t("media.loadingMore"), failed: t("media.moreFailed") }} />
      {pending
        ? (
          <DeleteMediaDialog
            key={pending.filename}
            file={pending}
            images={images.data ?? []}
            onDone={(done) => {
              setMessage(done.error ? null : done);
              setCardError(done.error ? { filename: pending.filename, text: done.text } : null);
              setPending(null);
            }}
            onCancel={() => setPending(null)}
          />
        )
        : null}
      {editing
        ? (
          <MediaDetailsDialog
            key={editing.filename}
            file={editing}
            onClose={() => setEditing(null)}
            onSaved={(text) => {
              setMessage({ text, error: false });
              setEditing(null);
            }}
          />
        )
        : null}
      {held
        ? (
          <DuplicateUploadDialog
            names={held.same.map((file) => file.name)}
            onUpload={() => {
              uploads.add(held.files, held.alt);
              setHeld(null);
            }}
            onCancel={() => {
              const others = held.files.filter((file) => !held.same.includes(file));
              if (others.length > 0) uploads.add(others, held.alt);
              setHeld(null);
            }}
          />
        )
        : null}
    </div>
  );
}
