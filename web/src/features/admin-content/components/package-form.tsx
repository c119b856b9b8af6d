import { packageInput, type TravelPackage } from "@contract/catalogue.ts";
import { DEFAULT_PRICE_TIER, PRICE_TIERS } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useItems } from "../api/get-items.ts";
import { DESTINATIONS, PACKAGES } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { joinList, splitList } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { PublicationControl } from "./publication-control.tsx";
import { ImageField } from "./image-field.tsx";
import { TranslationsEditor } from "./translations-editor.tsx";
import { UsdPriceField } from "./usd-price-field.tsx";
import { VersionHistory } from "./version-history.tsx";

const EMPTY = {
  name: "",
  destinationId: "",
  location: "",
  description: "",
  priceRange: DEFAULT_PRICE_TIER as string,
  pricePerPerson: "",
  duration: "",
  imageUrl: "",
  vipServices: "",
  tags: "",
};
type Values = typeof EMPTY;
const toValues = (p: TravelPackage): Values => ({
  ...EMPTY,
  ...p,
  pricePerPerson: typeof p.pricePerPerson === "number" ? String(p.pricePerPerson) : "",
  vipServices: joinList(p.vipServices),
  tags: joinList(p.tags),
});
/** An empty price per person is left out: the package then shows no price. */
const toPayload = (v: Values) => ({
  ...v,
  pricePerPerson: v.pricePerPerson.trim() || undefined,
  vipServices: splitList(v.vipServices),
  tags: splitList(v.tags),
});
const TIER_OPTIONS = PRICE_TIERS.map((tier) => ({ value: tier, label: tier }));

/** Create (no id) or edit a travel package; it belongs to one destination. */
export function PackageForm({ id }: { id?: string }) {
  const form = useItemForm(PACKAGES, id, EMPTY, toValues);
  const destinations = useItems(DESTINATIONS);
  const { field } = form;
  const t = useAdminT();

  if (form.loading) return <Spinner label={t("packages.loadingItem")} />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;

  const destinationOptions = (destinations.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.country})` }));
  return (
    <>
      <form className="form card admin-form" onSubmit={form.handleSubmit(packageInput, toPayload)} noValidate>
        <TextField label={t("field.packageName")} required {...field("name")} maxLength={LIMITS.shortText} />
        {destinations.isError
          ? <ErrorMessage>{t("field.destinationsError")}</ErrorMessage>
          : destinations.isPending
          ? <Spinner label={t("field.destinationsLoading")} size="sm" />
          : (
            <SelectField
              label={t("field.destination")}
              required
              {...field("destinationId")}
              options={destinationOptions}
              placeholder={t("field.selectDestination")}
              hint={destinationOptions.length === 0 ? t("field.noDestinations") : undefined}
            />
          )}
        <TextField label={t("field.location")} required {...field("location")} maxLength={LIMITS.shortText} />
        <TextField label={t("field.description")} required multiline {...field("description")} maxLength={LIMITS.longText} />
        <div className="admin-form__pair">
          <SelectField label={t("field.priceRange")} required {...field("priceRange")} options={TIER_OPTIONS} />
          <TextField label={t("field.duration")} required {...field("duration")} placeholder={t("field.durationExample")} maxLength={LIMITS.shortText} />
        </div>
        <UsdPriceField label={t("field.pricePerPerson")} {...field("pricePerPerson")} hint={t("field.pricePerPersonHint")} />
        <PublicationControl publication={form.publication} collection="packages" id={id} />
        <ImageField label={t("field.imageUrl")} required {...field("imageUrl")} />
        <TextField label={t("field.vipServices")} {...field("vipServices")} hint={t("field.vipServicesHint")} />
        <TextField label={t("field.tags")} {...field("tags")} hint={t("field.tagsHint")} />
        <FormActions form={form} resource={PACKAGES} />
      </form>
      {id ? <TranslationsEditor collection="packages" id={id} onSaved={form.adoptVersion} /> : null}
      {id ? <VersionHistory resource={PACKAGES} id={id} currentVersion={form.currentVersion} /> : null}
    </>
  );
}
