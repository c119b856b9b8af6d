/**
 * The /admin/media screen: upload by drag-and-drop or picker with per-file progress, the
 * "Upload Errors" panel, and the grid of files with Copy URL and delete; "Force Refresh" reloads.
 */
import type { MediaFile } from "@contract/media.ts";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeleteMedia } from "../api/delete-media.ts";
import { useItems } from "../api/get-items.ts";
import { useMedia } from "../api/get-media.ts";
import { ACTIVITIES, DESTINATIONS, PACKAGES } from "../api/resources.ts";
import { useUploads } from "../hooks/use-uploads.ts";
import { MediaGrid } from "./media-grid.tsx";
import { UploadErrors, UploadProgressList } from "./upload-status.tsx";
import { UploadZone } from "./upload-zone.tsx";

export function MediaLibrary() {
  const media = useMedia();
  const uploads = useUploads();
  const remove = useDeleteMedia();
  const [pending, setPending] = useState<MediaFile | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const usedBy = useUsage();
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<"" | "image" | "video">("");
  const searchId = useId();
  const kindId = useId();
  const needle = search.trim().toLowerCase();
  const shown = (media.data ?? []).filter((file) =>
    (!kind || file.type === kind) &&
    (!needle || `${file.originalName ?? ""} ${file.filename}`.toLowerCase().includes(needle))
  );

  const confirmDelete = async () => {
    if (!pending) return;
    const name = pending.originalName ?? pending.filename;
    try {
      await remove.mutateAsync(pending.filename);
      setMessage({ text: `Deleted "${name}".`, error: false });
    } catch {
      setMessage({ text: "Failed to delete file", error: true });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="media-library">
      <div className="admin-toolbar">
        <Link to="/admin" className="btn btn--ghost btn--sm">Back to Dashboard</Link>
        <button type="button" className="btn btn--secondary" onClick={() => void media.refetch()} disabled={media.isFetching}>
          {media.isFetching && !media.isPending ? "Refreshing..." : "Force Refresh"}
        </button>
      </div>
      <UploadZone onFiles={uploads.add} />
      <UploadProgressList items={uploads.items} />
      <UploadErrors problems={uploads.problems} onClear={uploads.clearProblems} />
      <div aria-live="polite" className="admin-notices">
        {uploads.summary ? <p className="visually-hidden">{uploads.summary}</p> : null}
        {message ? <p className={message.error ? "error-message" : "success-message"}>{message.text}</p> : null}
      </div>
      <div className="media-library__head">
        <h2 className="media-library__title">
          Files{media.data ? <span className="media-library__count"> ({media.data.length})</span> : null}
        </h2>
        {media.data && media.data.length > 0
          ? (
            <div className="media-library__filters">
              <div className="field">
                <label htmlFor={searchId}>Search files</label>
                <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={kindId}>Type</label>
                <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
                  <option value="">All files</option>
                  <option value="image">Images</option>
                  <option value="video">Videos</option>
                </select>
              </div>
            </div>
          )
          : null}
      </div>
      {media.isPending
        ? <Spinner label="Loading files..." />
        : media.isError
        ? <ErrorMessage title="Failed to load existing files">{media.error.message}</ErrorMessage>
        : media.data.length === 0
        ? <p className="empty-state">No files uploaded yet. Drop images or videos above to add them.</p>
        : shown.length === 0
        ? <p className="empty-state">No files match your search.</p>
        : (
          <MediaGrid
            files={shown}
            onDelete={setPending}
            onCopyFailed={(text) => setMessage({ text, error: true })}
          />
        )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete file"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>{pending ? deleteMessage(pending, usedBy(pending.url)) : ""}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The catalogue items whose image is a given file, so a delete can say what it would break. */
function useUsage() {
  const destinations = useItems(DESTINATIONS);
  const packages = useItems(PACKAGES);
  const activities = useItems(ACTIVITIES);
  return (url: string): string[] =>
    [...(destinations.data ?? []), ...(packages.data ?? []), ...(activities.data ?? [])]
      .filter((item) => item.imageUrl === url)
      .map((item) => item.name);
}

function deleteMessage(file: MediaFile, users: string[]): string {
  const name = file.originalName ?? file.filename;
  const usage = users.length
    ? ` It is the image of ${users.map((u) => `"${u}"`).join(", ")}, which will show a placeholder instead.`
    : "";
  return `Are you sure you want to delete "${name}"?${usage} This action cannot be undone.`;
}
