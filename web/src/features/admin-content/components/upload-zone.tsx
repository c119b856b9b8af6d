import { ALT_TEXT_MAX, MEDIA_RULES } from "@contract/media.ts";
import { useId, useRef, useState } from "react";
import { useAdminT } from "../../../i18n/areas/admin.ts";

const ACCEPT = Object.keys(MEDIA_RULES).join(",");

/**
 * Drop files here or pick them (several at once); both hand the files over in the order given, with
 * the optional alternative text typed above, which each image of the batch gets.
 */
export function UploadZone({ onFiles: handOver }: { onFiles(files: File[], alt?: string): void }) {
  const inputId = useId();
  const altId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [alt, setAlt] = useState("");
  const t = useAdminT();
  const onFiles = (files: File[]) => {
    handOver(files, alt.trim() || undefined);
    setAlt("");
  };
  return (
    <section
      className={`upload-zone${over ? " upload-zone--over" : ""}`}
      aria-label={t("upload.zone")}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files ?? []);
        if (files.length) onFiles(files);
      }}
    >
      <p className="upload-zone__title">{t("upload.drop")}</p>
      <p className="upload-zone__hint">{t("upload.limits")}</p>
      <div className="field upload-zone__alt">
        <label htmlFor={altId}>{t("upload.altLabel")}</label>
        <input
          id={altId}
          type="text"
          value={alt}
          maxLength={ALT_TEXT_MAX}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${altId}-hint`}
        />
        <p id={`${altId}-hint`} className="field__hint">{t("upload.altHint")}</p>
      </div>
      <label htmlFor={inputId} className="visually-hidden">{t("upload.chooseFilesLabel")}</label>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <button type="button" className="btn btn--primary" onClick={() => input.current?.click()}>{t("upload.chooseFiles")}</button>
    </section>
  );
}
