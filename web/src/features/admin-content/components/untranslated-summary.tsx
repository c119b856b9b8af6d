/** Above an admin list: per language, how many of its items are not yet fully translated. */
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { LANGUAGE_INFO, TRANSLATION_LANGUAGES } from "@contract/languages.ts";
import { useStaffCatalogue } from "../api/translations.ts";

export function UntranslatedSummary({ collection }: { collection: CatalogueCollection }) {
  const staff = useStaffCatalogue(collection);
  if (!staff.data) return null;
  const counts = staff.data.untranslated;
  return (
    <p className="admin-untranslated" role="group" aria-label="Not yet translated">
      Not yet translated:{" "}
      {TRANSLATION_LANGUAGES.map((lang, index) => (
        <span key={lang}>
          {index > 0 ? " · " : null}
          <span lang={lang} dir={LANGUAGE_INFO[lang].dir}>{LANGUAGE_INFO[lang].nativeName}</span> {counts[lang]}
        </span>
      ))}
    </p>
  );
}
