import { type Activity, activityInput } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useItems } from "../api/get-items.ts";
import { ACTIVITIES, PACKAGES } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { withoutEmpty } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { PublicationControl } from "./publication-control.tsx";
import { ImageField } from "./image-field.tsx";
import { TranslationsEditor } from "./translations-editor.tsx";
import { UsdPriceField } from "./usd-price-field.tsx";
import { VersionHistory } from "./version-history.tsx";

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
  const { field } = form;
  const t = useAdminT();

  if (form.loading) return <Spinner label={t("activities.loadingItem")} />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;

  const packageOptions = [
    { value: "", label: t("field.none") },
    ...(packages.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.location})` })),
  ];
  return (
    <>
      <form className="form card admin-form" onSubmit={form.handleSubmit(activityInput, withoutEmpty)} noValidate>
        <TextField label={t("field.activityName")} required {...field("name")} maxLength={LIMITS.shortText} />
        <TextField label={t("field.location")} required {...field("location")} maxLength={LIMITS.shortText} />
        <TextField label={t("field.description")} required multiline {...field("description")} maxLength={LIMITS.longText} />
        <ImageField label={t("field.imageUrlOptional")} {...field("imageUrl")} />
        <div className="admin-form__pair">
          <UsdPriceField label={t("field.priceOptional")} {...field("price")} />
          {packages.isError
            ? <ErrorMessage>{t("field.packagesError")}</ErrorMessage>
            : (
              <SelectField
                label={t("field.linkedPackage")}
                {...field("packageId")}
                options={packageOptions}
                disabled={packages.isPending}
              />
            )}
        </div>
        <PublicationControl publication={form.publication} collection="activities" id={id} />
        <FormActions form={form} resource={ACTIVITIES} />
      </form>
      {id ? <TranslationsEditor collection="activities" id={id} onSaved={form.adoptVersion} /> : null}
      {id ? <VersionHistory resource={ACTIVITIES} id={id} currentVersion={form.currentVersion} /> : null}
    </>
  );
}
