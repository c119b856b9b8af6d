import { LIMITS } from "@contract/limits.ts";
import { MEDIA_RULES, type MediaFile } from "@contract/media.ts";
import { useEffect, useRef, useState } from "react";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { formatTime } from "../../../lib/format.ts";
import { formatSize } from "../utils/check-upload.ts";

interface MediaGridProps {
  files: MediaFile[];
  onDelete(file: MediaFile): void;
  /** Opens an image's details (alternative text, focal point). */
  onEdit(file: MediaFile): void;
  /** Announces the outcome of a copy (aria-live region of the page). */
  onCopyFailed(message: string): void;
}

const uploaded = (file: MediaFile) => (file.uploadedAt ? formatTime(file.uploadedAt, "shortDay") : null);
const label = (file: MediaFile) => file.originalName ?? file.filename;
const typeLabel = (file: MediaFile) => (file.mime && file.mime in MEDIA_RULES ? MEDIA_RULES[file.mime as keyof typeof MEDIA_RULES].label : "");

export function MediaGrid({ files, onDelete, onEdit, onCopyFailed }: MediaGridProps) {
  return (
    <ul className="media-grid" role="list">
      {files.map((file) => (
        <li key={file.filename}>
          <article className="card media-card" aria-label={label(file)}>
            <div className="media-card__preview">
              {file.type === "image"
                ? <LazyImage src={file.url} widths={file.variants?.map((v) => v.width)} focus={file.focus} alt={file.alt ?? label(file)} aspectRatio="4 / 3" sizes="280px" />
                : <video src={file.url} preload="metadata" muted controls aria-label={label(file)} />}
            </div>
            <div className="media-card__body">
              <p className="media-card__badges">
                <span className={`badge ${file.type === "video" ? "badge--accent" : "badge--success"}`}>{file.type}</span>
                {typeLabel(file) ? <span className="badge badge--muted">{typeLabel(file)}</span> : null}
              </p>
              <h3 className="media-card__name" title={file.filename}>{label(file)}</h3>
              <p className="media-card__size">
                {[file.width && file.height ? `${file.width} × ${file.height}` : null, formatSize(file.size), uploaded(file)]
                  .filter(Boolean).join(" · ")}
              </p>
              {file.alt ? <p className="media-card__alt">{file.alt}</p> : null}
              <div className="media-card__actions">
                <CopyButton url={file.url} name={label(file)} onFailed={onCopyFailed} />
                {file.type === "image"
                  ? (
                    <button type="button" className="btn btn--secondary btn--sm" aria-label={`Edit details of ${label(file)}`} onClick={() => onEdit(file)}>
                      Details
                    </button>
                  )
                  : null}
                <button type="button" className="btn btn--danger btn--sm" aria-label={`Delete ${label(file)}`} onClick={() => onDelete(file)}>
                  Delete
                </button>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** "Copy URL", then "Copied!" for 2 seconds. */
function CopyButton({ url, name, onFailed }: { url: string; name: string; onFailed(message: string): void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), LIMITS.copiedMs);
    } catch {
      onFailed("Failed to copy URL to clipboard");
    }
  };
  return (
    <button type="button" className="btn btn--secondary btn--sm" onClick={copy} aria-label={copied ? `Copied URL of ${name}` : `Copy URL of ${name}`}>
      <span aria-live="polite">{copied ? "Copied!" : "Copy URL"}</span>
    </button>
  );
}
