import { ALT_TEXT_MAX, type FocalPoint, type MediaFile } from "@contract/media.ts";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { useAdminFailure, useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";
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
  const t = useAdminT();
  const failed = useAdminFailure();
  const { lang } = useLanguage();
  const name = file.originalName ?? file.filename;
  const submit = async () => {
    try {
      await save.mutateAsync({ filename: file.filename, change: { alt, focus } });
      onSaved(t("mediaDetails.saved", { name }));
    } catch { /* shown below from save.error */ }
  };
  const src = pickingCopy(file);
  return (
    <Modal
      open
      onClose={onClose}
      title={t("mediaDetails.title")}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? t("common.saving") : t("mediaDetails.save")}
          </button>
        </>
      }
    >
      <p className="media-details__name">{name}</p>
      <div className="media-details">
        <FocalPointPicker src={src} value={focus} onChange={setFocus} />
        <figure className="media-details__preview">
          <img src={src} alt="" style={{ objectPosition: `${focus.x}% ${focus.y}%` }} data-testid="focal-preview" />
          <figcaption>{t("mediaDetails.crop")}</figcaption>
        </figure>
      </div>
      <div className="field">
        <label htmlFor={altId}>{t("mediaDetails.alt")}</label>
        <textarea id={altId} rows={2} value={alt} maxLength={ALT_TEXT_MAX} onChange={(e) => setAlt(e.target.value)} aria-describedby={`${altId}-count`} />
        <p id={`${altId}-count`} className="field__hint">{t("mediaDetails.altCount", { count: formatNumber(alt.trim().length, lang), max: formatNumber(ALT_TEXT_MAX, lang) })}</p>
      </div>
      {save.error ? <ErrorMessage>{failed(save.error, "common.unknownError")}</ErrorMessage> : null}
    </Modal>
  );
}
