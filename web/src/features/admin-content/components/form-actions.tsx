import { ErrorMessage } from "../../../components/error-message.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Link } from "../../../i18n/link.tsx";
import { type AdminResource, textOf } from "../api/resources.ts";

interface FormActionsProps {
  form: { saving: boolean; saveError: string | null; isEdit: boolean };
  /** The area whose item the form saves: the button says "Create Destination" or "Update Destination". */
  resource: AdminResource<unknown>;
}

/** The save error (the server's message) and Save / Cancel under every catalogue form. */
export function FormActions({ form: { saving, saveError, isEdit }, resource }: FormActionsProps) {
  const t = useAdminT();
  const submitLabel = t(textOf(resource, isEdit ? "submitUpdate" : "submitCreate"));
  return (
    <>
      {saveError ? <ErrorMessage title={t("common.couldNotSave")}>{saveError}</ErrorMessage> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? t("common.saving") : submitLabel}</button>
        <Link to={resource.listPath} className="btn btn--ghost">{t("common.cancel")}</Link>
      </div>
    </>
  );
}
