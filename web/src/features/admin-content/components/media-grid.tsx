import type { SiteLanguage } from "@contract/languages.ts";
import { LIMITS } from "@contract/limits.ts";
import { MEDIA_RULES, type MediaFile } from "@contract/media.ts";
import { useEffect, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { formatTime } from "../../../lib/format.ts";
import { formatSize } from "../utils/check-upload.ts";
import { MediaUsesList } from "./media-uses-list.tsx";

interface MediaGridProps {
  files: MediaFile[];
  onDelete(file: MediaFile): void;
  /** Why the file's delete failed, shown on its card. */
  errorOf(file: MediaFile): string | undefined;
  /** Opens an image's details (alternative text, focal point). */
  onEdit(file: MediaFile): void;
  /** Announces the outcome of a copy (aria-live region of the page). */
  onCopyFailed(message: string): void;
}

/** The day of the upload on the agency's clock. */
const uploaded = (file: MediaFile, lang: SiteLanguage, zone: string) => (file.uploadedAt ? formatTime(file.uploadedAt, "shortDay", zone, lang) : null);
const label = (file: MediaFile) => file.originalName ?? file.filename;
const typeLabel = (file: MediaFile) => (file.mime && file.mime in MEDIA_RULES ? MEDIA_RULES[file.mime as keyof typeof MEDIA_RULES].label : "");

export function MediaGrid({ files, onDelete, errorOf, onEdit, onCopyFailed }: MediaGridProps) {
  const t = useAdminT();
  const { lang } = useLanguage();
  const zone = useAgencyZone();
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
                <span className={`badge ${file.type === "video" ? "badge--accent" : "badge--success"}`}>{t(file.type === "video" ? "media.badge.video" : "media.badge.image")}</span>
                {typeLabel(file) ? <span className="badge badge--muted">{typeLabel(file)}</span> : null}
              </p>
              <h3 className="media-card__name" title={file.filename}>{label(file)}</h3>
              <p className="media-card__size">
                {[file.width && file.height ? `${file.width} × ${file.height}` : null, formatSize(file.size, lang), uploaded(file, lang, zone)]
                  .filter(Boolean).join(" · ")}
              </p>
              {file.alt ? <p className="media-card__alt">{file.alt}</p> : null}
              <MediaUsesList file={file} name={label(file)} />
              <div className="media-card__actions">
                <CopyButton url={file.url} name={label(file)} onFailed={onCopyFailed} />
                {file.type === "image"
                  ? (
                    <button type="button" className="btn btn--secondary btn--sm" aria-label={t("media.detailsOf", { name: label(file) })} onClick={() => onEdit(file)}>
                      {t("media.details")}
                    </button>
                  )
                  : null}
                <button type="button" className="btn btn--danger btn--sm" aria-label={t("list.deleteItem", { name: label(file) })} onClick={() => onDelete(file)}>
                  {t("common.delete")}
                </button>
              </div>
              {errorOf(file) ? <ErrorMessage>{errorOf(file)}</ErrorMessage> : null}
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
  const t = useAdminT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), LIMITS.copiedMs);
    } catch {
      onFailed(t("media.copyFailed"));
    }
  };
  return (
    <button type="button" className="btn btn--secondary btn--sm" onClick={copy} aria-label={t(copied ? "media.copiedUrlOf" : "media.copyUrlOf", { name })}>
      <span aria-live="polite">{t(copied ? "media.copied" : "media.copyUrl")}</span>
    </button>
  );
}
