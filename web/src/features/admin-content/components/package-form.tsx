import { packageInput, type TravelPackage } from "@contract/catalogue.ts";
import { DEFAULT_PRICE_TIER, PRICE_TIERS } from "@contract/enums.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useItems } from "../api/get-items.ts";
import { DESTINATIONS, PACKAGES } from "../api/resources.ts";
import { useItemForm } from "../hooks/use-item-form.ts";
import { joinList, splitList } from "../utils/form-values.ts";
import { FormActions } from "./form-actions.tsx";
import { PublicationControl } from "./publication-control.tsx";
import { ImageField } from "./image-field.tsx";
import { TranslationsEditor } from "./translations-editor.tsx";
import { VersionHistory } from "./version-history.tsx";

const EMPTY = {
  name: "",
  destinationId: "",
  location: "",
  description: "",
  priceRange: DEFAULT_PRICE_TIER as string,
  duration: "",
  imageUrl: "",
  vipServices: "",
  tags: "",
};
type Values = typeof EMPTY;
const toValues = (p: TravelPackage): Values => ({ ...EMPTY, ...p, vipServices: joinList(p.vipServices), tags: joinList(p.tags) });
const toPayload = (v: Values) => ({ ...v, vipServices: splitList(v.vipServices), tags: splitList(v.tags) });
const TIER_OPTIONS = PRICE_TIERS.map((tier) => ({ value: tier, label: tier }));

/** Create (no id) or edit a travel package; it belongs to one destination. */
export function PackageForm({ id }: { id?: string }) {
  const form = useItemForm(PACKAGES, id, EMPTY, toValues);
  const destinations = useItems(DESTINATIONS);
  const { field } = form;

  if (form.loading) return <Spinner label="Loading package..." />;
  if (form.loadError) return <ErrorMessage>{form.loadError}</ErrorMessage>;

  const destinationOptions = (destinations.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.country})` }));
  return (
    <>
      <form className="form card admin-form" onSubmit={form.handleSubmit(packageInput, toPayload)} noValidate>
        <TextField label="Package Name" required {...field("name")} maxLength={200} />
        {destinations.isError
          ? <ErrorMessage>Could not load destinations. Please create a destination first if none exist.</ErrorMessage>
          : destinations.isPending
          ? <Spinner label="Loading destinations..." size="sm" />
          : (
            <SelectField
              label="Destination"
              required
              {...field("destinationId")}
              options={destinationOptions}
              placeholder="Select a destination"
              hint={destinationOptions.length === 0 ? "There are no destinations yet: create one first." : undefined}
            />
          )}
        <TextField label="Location" required {...field("location")} maxLength={200} />
        <TextField label="Description" required multiline {...field("description")} maxLength={5000} />
        <div className="admin-form__pair">
          <SelectField label="Price Range" required {...field("priceRange")} options={TIER_OPTIONS} />
          <TextField label="Duration" required {...field("duration")} placeholder="e.g. 7 Days / 6 Nights" maxLength={200} />
        </div>
        <ImageField label="Image URL" required {...field("imageUrl")} />
        <TextField label="VIP Services" {...field("vipServices")} hint="Separate services with commas, e.g. Private butler, Helicopter transfer." />
        <TextField label="Tags" {...field("tags")} hint="Separate tags with commas." />
        <PublicationControl publication={form.publication} collection="packages" id={id} />
        <FormActions form={form} noun="Package" cancelTo={PACKAGES.listPath} />
      </form>
      {id ? <TranslationsEditor collection="packages" id={id} onSaved={form.adoptVersion} /> : null}
      {id ? <VersionHistory resource={PACKAGES} id={id} currentVersion={form.currentVersion} /> : null}
    </>
  );
}
