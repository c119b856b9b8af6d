import { type Destination, destinationInput } from "@contract/catalogue.ts";
import { TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { DESTINATIONS } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { joinList, splitList } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { ImageField } from "./image-field.tsx";

const EMPTY = { name: "", country: "", continent: "", description: "", imageUrl: "", tags: "" };
type Values = typeof EMPTY;
const toValues = (d: Destination): Values => ({ ...EMPTY, ...d, tags: joinList(d.tags) });

/** Create (no id) or edit a destination; every field but tags is required. */
export function DestinationForm({ id }: { id?: string }) {
  const form = useItemForm(DESTINATIONS, id, EMPTY, toValues);
  const { values, set, errors } = form;

  if (form.loading) return <Spinner label="Loading destination..." />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;


  return (
    <form className="form card admin-form" onSubmit={form.handleSubmit(destinationInput, (v) => ({ ...v, tags: splitList(v.tags) }))} noValidate>
      <TextField label="Name" required value={values.name} onChange={(v) => set("name", v)} error={errors.name} maxLength={200} />
      <div className="admin-form__pair">
        <TextField label="Country" required value={values.country} onChange={(v) => set("country", v)} error={errors.country} maxLength={200} />
        <TextField label="Continent" required value={values.continent} onChange={(v) => set("continent", v)} error={errors.continent} maxLength={200} />
      </div>
      <TextField label="Description" required multiline value={values.description} onChange={(v) => set("description", v)} error={errors.description} maxLength={5000} />
      <ImageField label="Image URL" required value={values.imageUrl} onChange={(v) => set("imageUrl", v)} error={errors.imageUrl} />
      <TextField label="Tags" value={values.tags} onChange={(v) => set("tags", v)} error={errors.tags} hint="Separate tags with commas, e.g. Desert, Luxury, Culture." />
      <FormActions
        saving={form.saving}
        saveError={form.saveError}
        submitLabel={form.isEdit ? "Update Destination" : "Create Destination"}
        cancelTo={DESTINATIONS.listPath}
      />
    </form>
  );
}
