import type { MediaFile, MediaUse } from "@contract/media.ts";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useDeleteMedia, usesOfRefusal } from "../api/delete-media.ts";
import { USE_KIND as KIND } from "./media-uses-list.tsx";
const label = (file: MediaFile) => file.originalName ?? file.filename;

interface DeleteMediaDialogProps {
  file: MediaFile;
  /** The images that may take its place. */
  images: MediaFile[];
  onDone(message: { text: string; error: boolean }): void;
  onCancel(): void;
}

/**
 * "Delete file": asks first. When the server refuses because destinations, packages or activities
 * show the file, the dialog lists them and offers "Replace with...": the chosen image takes its
 * place in all of them and the file is deleted, in one step.
 */
export function DeleteMediaDialog({ file, images, onDone, onCancel }: DeleteMediaDialogProps) {
  const remove = useDeleteMedia();
  const t = useAdminT();
  const selectId = useId();
  const [uses, setUses] = useState<MediaUse[] | null>(null);
  const [replacement, setReplacement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const others = images.filter((image) => image.type === "image" && image.filename !== file.filename);
  const name = label(file);

  const confirm = async () => {
    if (uses && !replacement) return setProblem(t("mediaDelete.chooseReplacement"));
    try {
      const answer = await remove.mutateAsync({ filename: file.filename, replaceWith: uses ? replacement : undefined });
      const other = others.find((image) => image.filename === replacement);
      const count = answer.replaced?.length ?? 0;
      onDone({
        text: count && other ? t("mediaDelete.replaced", { name, other: label(other), count }) : t("list.deleted", { name }),
        error: false,
      });
    } catch (error) {
      const refused = usesOfRefusal(error);
      if (!refused) return onDone({ text: t("mediaDelete.failed"), error: true });
      setUses(refused);
      setProblem(null);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t("mediaDelete.title")}
      busy={remove.isPending}
      confirmLabel={uses ? t("mediaDelete.replaceAndDelete") : t("common.delete")}
      busyLabel={uses ? t("mediaDelete.replacing") : t("common.deleting")}
      cancelLabel={t("common.cancel")}
      error={problem}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {uses
        ? (
          <>
            <p>{t("mediaDelete.imageOf", { name })}</p>
            <ul className="media-uses" aria-label={t("mediaDelete.itemsShowing", { name })}>
              {uses.map((use) => <li key={`${use.collection}/${use.id}`}>{t("mediaDelete.use", { kind: t(KIND[use.collection]), name: use.name })}</li>)}
            </ul>
            <p>{t("mediaDelete.explain")}</p>
            <div className="field">
              <label htmlFor={selectId}>{t("mediaDelete.replaceWith")}</label>
              <select id={selectId} value={replacement} onChange={(event) => setReplacement(event.target.value)}>
                <option value="">{t("mediaDelete.chooseFile")}</option>
                {others.map((image) => <option key={image.filename} value={image.filename}>{label(image)}</option>)}
              </select>
            </div>
          </>
        )
        : <p>{t("mediaDelete.areYouSure", { name })}</p>}
    </ConfirmDialog>
  );
}
