/**
 * The image address of a catalogue item: typed (a web address or a path on this site) or picked
 * from the media library, with a preview of the current choice once it is an address the form
 * accepts.
 */
import { isImageAddress } from "@contract/fields.ts";
import { LIMITS } from "@contract/limits.ts";
import { useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useMedia } from "../api/get-media.ts";

interface ImageFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
}

export function ImageField({ label, value, onChange, error, required }: ImageFieldProps) {
  const [picking, setPicking] = useState(false);
  const t = useAdminT();
  return (
    <div className="image-field">
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
        inputMode="url"
        dir="ltr"
        placeholder={t("image.placeholder")}
        hint={t("image.hint")}
        maxLength={LIMITS.address}
      />
      <div className="image-field__row">
        {/* Only an address the form accepts is loaded: not a half-typed one, another site's "//host" or a script. */}
        {isImageAddress(value.trim()) ? <LazyImage src={value.trim()} alt={t("image.preview")} aspectRatio="16 / 9" className="image-field__preview" /> : null}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPicking(true)}>
          {t("image.choose")}
        </button>
      </div>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(url) => {
          onChange(url);
          setPicking(false);
        }}
      />
    </div>
  );
}

function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(url: string): void }) {
  const media = useMedia({ enabled: open });
  const images = (media.data ?? []).filter((file) => file.type === "image");
  const t = useAdminT();
  return (
    <Modal open={open} onClose={onClose} title={t("image.pickerTitle")} size="lg">
      {media.isPending
        ? <Spinner label={t("image.loading")} />
        : media.isError
        ? <ErrorMessage>{t("media.loadError")}</ErrorMessage>
        : images.length === 0
        ? <p className="empty-state">{t("image.empty")}</p>
        : (
          <ul className="media-picker" role="list">
            {images.map((file) => (
              <li key={file.filename}>
                <button type="button" className="media-picker__item" onClick={() => onPick(file.url)}>
                  <LazyImage src={file.url} widths={file.variants?.map((v) => v.width)} alt="" aspectRatio="4 / 3" sizes="200px" />
                  <span className="media-picker__name">{file.originalName ?? file.filename}</span>
                  <span className="visually-hidden">{t("image.use")}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
    </Modal>
  );
}
