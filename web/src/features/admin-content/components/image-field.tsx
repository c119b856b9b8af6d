/**
 * The image address of a catalogue item: typed (a web address or a path on this site) or picked
 * from the media library, with a preview of the current choice.
 */
import { useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
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
        placeholder="https://... or /media/..."
        hint="A web address, or choose an uploaded image from the media library."
        maxLength={2000}
      />
      <div className="image-field__row">
        {value.trim() ? <LazyImage src={value} alt="Preview of the chosen image" aspectRatio="16 / 9" className="image-field__preview" /> : null}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPicking(true)}>
          Choose from Media Library
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
  return (
    <Modal open={open} onClose={onClose} title="Choose an Image" size="lg">
      {media.isPending
        ? <Spinner label="Loading media..." />
        : media.isError
        ? <ErrorMessage>Failed to load existing files</ErrorMessage>
        : images.length === 0
        ? <p className="empty-state">No images uploaded yet. Upload them in the Media Library.</p>
        : (
          <ul className="media-picker" role="list">
            {images.map((file) => (
              <li key={file.filename}>
                <button type="button" className="media-picker__item" onClick={() => onPick(file.url)}>
                  <LazyImage src={file.url} widths={file.variants?.map((v) => v.width)} alt="" aspectRatio="4 / 3" sizes="200px" />
                  <span className="media-picker__name">{file.originalName ?? file.filename}</span>
                  <span className="visually-hidden">Use this image</span>
                </button>
              </li>
            ))}
          </ul>
        )}
    </Modal>
  );
}
