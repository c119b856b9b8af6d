import { useAdminT } from "../../../i18n/areas/admin.ts";
import type { UploadItem, UploadProblem } from "../hooks/use-uploads.ts";

const STATUS_TEXT = {
  waiting: "upload.status.waiting",
  uploading: "upload.status.uploading",
  success: "upload.status.success",
  error: "upload.status.error",
} as const satisfies Record<UploadItem["status"], string>;

/** One progress bar per file of the current batch. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  const t = useAdminT();
  if (items.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label={t("upload.progress")}>
      {items.map((item) => (
        <li key={item.id} className={`upload-progress__item upload-progress__item--${item.status}`}>
          <span className="upload-progress__name">{item.name}</span>
          <progress max={100} value={item.progress} aria-label={t("upload.progressOf", { name: item.name })} />
          <span className="upload-progress__state">
            {item.status === "uploading" ? t("upload.percent", { progress: item.progress }) : t(STATUS_TEXT[item.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The "Upload Errors" panel: every refusal of the session until cleared. */
export function UploadErrors({ problems, onClear }: { problems: UploadProblem[]; onClear(): void }) {
  const t = useAdminT();
  if (problems.length === 0) return null;
  return (
    <section className="upload-errors error-message" role="alert" aria-labelledby="upload-errors-title">
      <div className="upload-errors__head">
        <h2 id="upload-errors-title" className="upload-errors__title">{t("upload.errors")}</h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>{t("upload.clearErrors")}</button>
      </div>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}><strong>{problem.name}</strong>: {problem.message}</li>
        ))}
      </ul>
    </section>
  );
}
