/**
 * The translations under an item's edit form, opened on demand: a tab per language other than
 * English with the item's translatable fields, prefilled with the stored translation, saved one
 * language at a time with the item's version. A field left empty shows the English text on the
 * site. Only the open language's fields are in the page, so the English form's labels stay unique.
 */
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { TRANSLATABLE_FIELDS } from "@contract/catalogue-translations.ts";
import { LANGUAGE_INFO, TRANSLATION_LANGUAGES, type TranslationLanguage } from "@contract/languages.ts";
import { LIMITS } from "@contract/limits.ts";
import { useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { SaveError } from "./save-error.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { type TranslatedRecord, useSaveTranslation, useStaffCatalogue } from "../api/translations.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { joinList, splitList } from "../utils/form-values.ts";
import { fieldLabel } from "../utils/field-label.ts";
const LISTS = new Set(["vipServices", "tags"]);

interface Props {
  collection: CatalogueCollection;
  id: string;
  /** Called with the item's new version after a save, so the English form saves from it. */
  onSaved(version: string | undefined): void;
}

export function TranslationsEditor({ collection, id, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const t = useAdminT();
  return (
    <section className="card admin-form translations" aria-labelledby="translations-heading">
      <h2 id="translations-heading">{t("translations.title")}</h2>
      <p className="field__hint">{t("translations.hint")}</p>
      {open
        ? <LanguageTabs collection={collection} id={id} onSaved={onSaved} />
        : <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>{t("translations.open")}</button>}
    </section>
  );
}

function LanguageTabs({ collection, id, onSaved }: Props) {
  const staff = useStaffCatalogue(collection);
  const [selected, setSelected] = useState<TranslationLanguage>(TRANSLATION_LANGUAGES[0]);
  const item = staff.data?.items.find((candidate) => candidate.id === id);
  const t = useAdminT();

  return (
    <>
      {staff.isPending ? <Spinner label={t("translations.loading")} size="sm" /> : null}
      {staff.isError ? <ErrorMessage>{t("translations.loadError")}</ErrorMessage> : null}
      {item
        ? (
          <Tabs<TranslationLanguage>
            label={t("translations.languages")}
            selected={selected}
            onSelect={setSelected}
            tabs={TRANSLATION_LANGUAGES.map((lang) => ({
              key: lang,
              label: LANGUAGE_INFO[lang].nativeName,
              content: lang === selected
                ? <LanguageFields key={lang} collection={collection} item={item} lang={lang} onSaved={onSaved} />
                : null,
            }))}
          />
        )
        : null}
    </>
  );
}

function LanguageFields(
  { collection, item, lang, onSaved }: { collection: CatalogueCollection; item: TranslatedRecord; lang: TranslationLanguage; onSaved: Props["onSaved"] },
) {
  const fields: readonly string[] = TRANSLATABLE_FIELDS[collection];
  const stored = item.translations?.[lang] ?? {};
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => {
      const value = stored[field];
      return [field, Array.isArray(value) ? joinList(value) : value ?? ""];
    }))
  );
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveTranslation(collection, item.id);
  const info = LANGUAGE_INFO[lang];
  const t = useAdminT();

  async function submit() {
    setMessage(null);
    const body = Object.fromEntries(fields.map((field) => [field, LISTS.has(field) ? splitList(values[field]) : values[field]]));
    try {
      const saved = await save.mutateAsync({ lang, body: { ...body, version: item.version } });
      onSaved(saved.version);
      setMessage(t("translations.saved", { language: info.nativeName }));
    } catch {
      // The error is shown from the mutation's state.
    }
  }

  return (
    <div lang={lang} dir={info.dir}>
      {fields.map((field) => (
        <TextField
          key={field}
          label={t("translations.editField", { field: fieldLabel(t, field), language: info.nativeName })}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          multiline={field === "description"}
          maxLength={field === "description" ? LIMITS.longText : LISTS.has(field) ? undefined : LIMITS.shortText}
          hint={LISTS.has(field) ? t("translations.listHint") : undefined}
        />
      ))}
      {save.isError ? <SaveError error={save.error} /> : null}
      {message ? <p role="status" className="success-message">{message}</p> : null}
      <div className="form__actions" dir="ltr">
        <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={() => void submit()}>
          {save.isPending ? t("common.saving") : t("translations.save", { language: info.nativeName })}
        </button>
      </div>
    </div>
  );
}
