import { ALT_TEXT_MAX, MEDIA_RULES } from "@contract/media.ts";
import { useId, useRef, useState } from "react";

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
  const onFiles = (files: File[]) => {
    handOver(files, alt.trim() || undefined);
    setAlt("");
  };
  return (
    <section
      className={`upload-zone${over ? " upload-zone--over" : ""}`}
      aria-label="Upload files"
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
      <p className="upload-zone__title">Drag and drop images or videos here</p>
      <p className="upload-zone__hint">
        JPEG and PNG up to 20 MB, GIF 10 MB, WebP 15 MB, SVG 2 MB; MP4, AVI, QuickTime, WMV, FLV and WebM video up to 50 MB.
      </p>
      <div className="field upload-zone__alt">
        <label htmlFor={altId}>Alternative text (optional)</label>
        <input
          id={altId}
          type="text"
          value={alt}
          maxLength={ALT_TEXT_MAX}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${altId}-hint`}
        />
        <p id={`${altId}-hint`} className="field__hint">What the picture shows, for people who cannot see it; pages use it instead of the item's name.</p>
      </div>
      <label htmlFor={inputId} className="visually-hidden">Choose files to upload</label>
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
      <button type="button" className="btn btn--primary" onClick={() => input.current?.click()}>Choose Files</button>
    </section>
  );
}
