import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";

interface FormActionsProps {
  saving: boolean;
  saveError: string | null;
  submitLabel: string;
  cancelTo: string;
}

/** The save error (the server's message) and Save / Cancel under every catalogue form. */
export function FormActions({ saving, saveError, submitLabel, cancelTo }: FormActionsProps) {
  return (
    <>
      {saveError ? <ErrorMessage title="Could not save">{saveError}</ErrorMessage> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? "Saving..." : submitLabel}</button>
        <Link to={cancelTo} className="btn btn--ghost">Cancel</Link>
      </div>
    </>
  );
}
