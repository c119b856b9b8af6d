import { ErrorMessage } from "../../../components/error-message.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Link } from "../../../i18n/link.tsx";
import { type AdminResource, textOf } from "../api/resources.ts";
import type { StaleConflict } from "../hooks/use-item-form.ts";
import { StaleEditCompare } from "./stale-edit-compare.tsx";

interface FormActionsProps {
  form: {
    saving: boolean;
    saveError: string | null;
    isEdit: boolean;
    values: object;
    conflict: StaleConflict<object> | null;
    resolveConflict(takeTheirs: ReadonlySet<string>): void;
    restored: boolean;
  };
  /** The area whose item the form saves: the button says "Create Destination" or "Update Destination". */
  resource: AdminResource<unknown>;
}

/**
 * The save error (the server's message), after a stale save the comparison with the other person's
 * version, and Save / Cancel under every catalogue form.
 */
export function FormActions({ form: { saving, saveError, isEdit, values, conflict, resolveConflict, restored }, resource }: FormActionsProps) {
  const t = useAdminT();
  const submitLabel = t(textOf(resource, isEdit ? "submitUpdate" : "submitCreate"));
  return (
    <>
      {restored ? <p className="muted" role="status">{t("stale.restored")}</p> : null}
      {saveError && !conflict ? <ErrorMessage title={t("common.couldNotSave")}>{saveError}</ErrorMessage> : null}
      {conflict ? <StaleEditCompare key={conflict.version} conflict={conflict} mine={values} onResolve={resolveConflict} /> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? t("common.saving") : submitLabel}</button>
        <Link to={resource.listPath} className="btn btn--ghost">{t("common.cancel")}</Link>
      </div>
    </>
  );
}
