import type { ReactNode } from "react";
import { ErrorMessage } from "./error-message.tsx";
import { Modal } from "./modal.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Shown under the text when the action failed; the dialog stays open to retry. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** The confirm button's look: "danger" (default) for destructive actions, "primary" for a weighty but safe one (sending). */
  tone?: "danger" | "primary";
}

/** A small "are you sure?" dialog for destructive actions: Cancel, and a danger button. */
export function ConfirmDialog(
  { open, title, children, confirmLabel = "Delete", busyLabel = "Deleting...", cancelLabel = "Cancel", busy = false, error, onConfirm, onCancel, tone = "danger" }:
    ConfirmDialogProps,
) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>{cancelLabel}</button>
          <button type="button" className={`btn btn--${tone}`} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Modal>
  );
}
