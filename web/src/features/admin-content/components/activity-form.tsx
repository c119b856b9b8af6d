import { type Activity, activityInput } from "@contract/catalogue.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useItems } from "../api/get-items.ts";
import { ACTIVITIES, PACKAGES } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { withoutEmpty } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { ImageField } from "./image-field.tsx";

const EMPTY = { name: "", location: "", description: "", imageUrl: "", price: "", packageId: "" };
type Values = typeof EMPTY;
const toValues = (a: Activity): Values => ({
  name: a.name,
  location: a.location,
  description: a.description,
  imageUrl: a.imageUrl ?? "",
  price: typeof a.price === "number" ? String(a.price) : "",
  packageId: a.packageId ?? "",
});

/** Create (no id) or edit an activity; price, image and package are optional and left out when empty. */
export function ActivityForm({ id }: { id?: string }) {
  const form = useItemForm(ACTIVITIES, id, EMPTY, toValues);
  const packages = useItems(PACKAGES);
  const { values, set, errors } = form;

  if (form.loading) return <Spinner label="Loading activity..." />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;


  const packageOptions = [
    { value: "", label: "None" },
    ...(packages.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.location})` })),
  ];
  return (
    <form className="form card admin-form" onSubmit={form.handleSubmit(activityInput, withoutEmpty)} noValidate>
      <TextField label="Activity Name" required value={values.name} onChange={(v) => set("name", v)} error={errors.name} maxLength={200} />
      <TextField label="Location" required value={values.location} onChange={(v) => set("location", v)} error={errors.location} maxLength={200} />
      <TextField label="Description" required multiline value={values.description} onChange={(v) => set("description", v)} error={errors.description} maxLength={5000} />
      <ImageField label="Image URL (optional)" value={values.imageUrl} onChange={(v) => set("imageUrl", v)} error={errors.imageUrl} />
      <div className="admin-form__pair">
        <TextField
          label="Price in USD (optional)"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          value={values.price}
          onChange={(v) => set("price", v)}
          error={errors.price}
        />
        {packages.isError
          ? <ErrorMessage>Could not load packages. Please try refreshing the page.</ErrorMessage>
          : (
            <SelectField
              label="Linked Package (optional)"
              value={values.packageId}
              onChange={(v) => set("packageId", v)}
              options={packageOptions}
              disabled={packages.isPending}
              error={errors.packageId}
            />
          )}
      </div>
      <FormActions
        saving={form.saving}
        saveError={form.saveError}
        submitLabel={form.isEdit ? "Update Activity" : "Create Activity"}
        cancelTo={ACTIVITIES.listPath}
      />
    </form>
  );
}
