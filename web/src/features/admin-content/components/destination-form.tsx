import { type Destination, destinationInput } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { DESTINATIONS } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { joinList, splitList } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { PublicationControl } from "./publication-control.tsx";
import { ImageField } from "./image-field.tsx";
import { TranslationsEditor } from "./translations-editor.tsx";
import { VersionHistory } from "./version-history.tsx";

const EMPTY = { name: "", country: "", continent: "", description: "", imageUrl: "", tags: "" };
type Values = typeof EMPTY;
const toPayload = (v: Values) => ({ ...v, tags: splitList(v.tags) });
const toValues = (d: Destination): Values => ({ ...EMPTY, ...d, tags: joinList(d.tags) });

/** Create (no id) or edit a destination; every field but tags is required. */
export function DestinationForm({ id }: { id?: string }) {
  const form = useItemForm(DESTINATIONS, id, EMPTY, toValues);
  const { field } = form;
  const t = useAdminT();

  if (form.loading) return <Spinner label={t("destinations.loadingItem")} />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;

  return (
    <>
      <form className="form card admin-form" onSubmit={form.handleSubmit(destinationInput, toPayload)} noValidate>
        <TextField label={t("field.name")} required {...field("name")} maxLength={LIMITS.shortText} />
        <div className="admin-form__pair">
          <TextField label={t("field.country")} required {...field("country")} maxLength={LIMITS.shortText} />
          <TextField label={t("field.continent")} required {...field("continent")} maxLength={LIMITS.shortText} />
        </div>
        <PublicationControl publication={form.publication} collection="destinations" id={id} />
        <TextField label={t("field.description")} required multiline {...field("description")} maxLength={LIMITS.longText} />
        <ImageField label={t("field.imageUrl")} required {...field("imageUrl")} />
        <TextField label={t("field.tags")} {...field("tags")} hint={t("field.tagsHintExample")} />
        <FormActions form={form} resource={DESTINATIONS} />
      </form>
      {id ? <TranslationsEditor collection="destinations" id={id} onSaved={form.adoptVersion} /> : null}
      {id ? <VersionHistory resource={DESTINATIONS} id={id} currentVersion={form.currentVersion} /> : null}
    </>
  );
}
