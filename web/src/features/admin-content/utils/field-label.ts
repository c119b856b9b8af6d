/** What staff read for a catalogue item's field (a form's label); a field without one shows its own name. */
import type { AreaTranslate } from "../../../i18n/message-area.ts";
import type english from "@locales/en/admin.json";

const LABELS: Record<string, keyof typeof english> = {
  name: "field.name",
  country: "field.country",
  continent: "field.continent",
  location: "field.location",
  duration: "field.duration",
  description: "field.description",
  vipServices: "field.vipServices",
  tags: "field.tags",
  imageUrl: "field.imageUrl",
  priceRange: "field.priceRange",
  pricePerPerson: "field.pricePerPerson",
  destinationId: "field.destination",
  translations: "translations.title",
};

export function fieldLabel(t: AreaTranslate<keyof typeof english>, field: string): string {
  const id = LABELS[field];
  return id ? t(id) : field;
}
