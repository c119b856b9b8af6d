import { ALT_TEXT_MAX, type FocalPoint, type MediaFile } from "@contract/media.ts";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { useSaveMediaDetails } from "../api/media-details.ts";
import { FocalPointPicker } from "./focal-point-picker.tsx";

const CENTRE: FocalPoint = { x: 50, y: 50 };

/** A copy about 960 px wide to pick on (the original may be a 20 MB photo). */
const pickingCopy = (file: MediaFile) => file.variants?.find((v) => v.width >= 960)?.url ?? file.variants?.at(-1)?.url ?? file.url;

/**
 * "Image details": the image's alternative text and its focal point, with a card-shaped preview of
 * the crop; saved together.
 */
export function MediaDetailsDialog({ file, onClose, onSaved }: { file: MediaFile; onClose(): void; onSaved(message: string): void }) {
  const altId = useId();
  const [alt, setAlt] = useState(file.alt ?? "");
  const [focus, setFocus] = useState<FocalPoint>(file.focus ?? CENTRE);
  const save = useSaveMediaDetails();
  const name = file.originalName ?? file.filename;
  const submit = async () => {
    try {
      await save.mutateAsync({ filename: file.filename, change: { alt, focus } });
      onSaved(`Saved the details of "${name}".`);
    } catch { /* shown below from save.error */ }
  };
  const src = pickingCopy(file);
  return (
    <Modal
      open
      onClose={onClose}
      title="Image details"
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Details"}
          </button>
        </>
      }
    >
      <p className="media-details__name">{name}</p>
      <div className="media-details">
        <FocalPointPicker src={src} value={focus} onChange={setFocus} />
        <figure className="media-details__preview">
          <img src={src} alt="" style={{ objectPosition: `${focus.x}% ${focus.y}%` }} data-testid="focal-preview" />
          <figcaption>How a card crops it</figcaption>
        </figure>
      </div>
      <div className="field">
        <label htmlFor={altId}>Alternative text</label>
        <textarea id={altId} rows={2} value={alt} maxLength={ALT_TEXT_MAX} onChange={(e) => setAlt(e.target.value)} aria-describedby={`${altId}-count`} />
        <p id={`${altId}-count`} className="field__hint">{alt.trim().length} of {ALT_TEXT_MAX} characters; empty uses the item's name.</p>
      </div>
      {save.error ? <ErrorMessage>{save.error.message}</ErrorMessage> : null}
    </Modal>
  );
}
