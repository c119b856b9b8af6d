import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";

interface FormActionsProps {
  form: { saving: boolean; saveError: string | null; isEdit: boolean };
  /** "Destination": the button says "Create Destination" or "Update Destination". */
  noun: string;
  cancelTo: string;
}

/** The save error (the server's message) and Save / Cancel under every catalogue form. */
export function FormActions({ form: { saving, saveError, isEdit }, noun, cancelTo }: FormActionsProps) {
  const submitLabel = `${isEdit ? "Update" : "Create"} ${noun}`;
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
