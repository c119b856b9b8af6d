import type { MediaFile, MediaUse } from "@contract/media.ts";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useDeleteMedia, usesOfRefusal } from "../api/delete-media.ts";

const KIND: Record<MediaUse["collection"], string> = { destinations: "Destination", packages: "Package", activities: "Activity" };
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
  const selectId = useId();
  const [uses, setUses] = useState<MediaUse[] | null>(null);
  const [replacement, setReplacement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const others = images.filter((image) => image.type === "image" && image.filename !== file.filename);
  const name = label(file);

  const confirm = async () => {
    if (uses && !replacement) return setProblem("Choose the file to show instead.");
    try {
      const answer = await remove.mutateAsync({ filename: file.filename, replaceWith: uses ? replacement : undefined });
      const other = others.find((image) => image.filename === replacement);
      const count = answer.replaced?.length ?? 0;
      onDone({
        text: count && other
          ? `Replaced "${name}" with "${label(other)}" in ${count === 1 ? "1 item" : `${count} items`} and deleted it.`
          : `Deleted "${name}".`,
        error: false,
      });
    } catch (error) {
      const refused = usesOfRefusal(error);
      if (!refused) return onDone({ text: "Failed to delete file", error: true });
      setUses(refused);
      setProblem(null);
    }
  };

  return (
    <ConfirmDialog
      open
      title="Delete file"
      busy={remove.isPending}
      confirmLabel={uses ? "Replace and Delete" : "Delete"}
      busyLabel={uses ? "Replacing..." : "Deleting..."}
      error={problem}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {uses
        ? (
          <>
            <p>"{name}" is the image of:</p>
            <ul className="media-uses" aria-label={`Items showing ${name}`}>
              {uses.map((use) => <li key={`${use.collection}/${use.id}`}>{KIND[use.collection]}: {use.name}</li>)}
            </ul>
            <p>Choose a file to show instead: it replaces this one in every item above, then this one is deleted.</p>
            <div className="field">
              <label htmlFor={selectId}>Replace with...</label>
              <select id={selectId} value={replacement} onChange={(event) => setReplacement(event.target.value)}>
                <option value="">Choose a file</option>
                {others.map((image) => <option key={image.filename} value={image.filename}>{label(image)}</option>)}
              </select>
            </div>
          </>
        )
        : <p>Are you sure you want to delete "{name}"? This action cannot be undone.</p>}
    </ConfirmDialog>
  );
}
