import { Modal } from "../../../components/modal.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";

interface DuplicateUploadDialogProps {
  /** The names of the batch's files that the library already has. */
  names: string[];
  onUpload(): void;
  /** Leaves those files out (the rest of the batch is uploaded). */
  onCancel(): void;
}

/**
 * Before an upload whose files have the name of a file already in the library: say so, and let staff
 * upload them anyway (each upload is kept as its own file) or leave them out.
 */
export function DuplicateUploadDialog({ names, onUpload, onCancel }: DuplicateUploadDialogProps) {
  const t = useAdminT();
  const count = names.length;
  return (
    <Modal
      open
      onClose={onCancel}
      title={t("mediaDuplicate.title")}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>{t("common.cancel")}</button>
          <button type="button" className="btn btn--primary" onClick={onUpload}>{t("mediaDuplicate.uploadAnyway")}</button>
        </>
      }
    >
      <p>{t("mediaDuplicate.found", { count })}</p>
      <ul className="media-uses">{names.map((name, index) => <li key={index}>{name}</li>)}</ul>
      <p>{t("mediaDuplicate.explain", { count })}</p>
    </Modal>
  );
}
