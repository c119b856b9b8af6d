/** Above an admin list: per language, how many of its items are not yet fully translated. */
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { LANGUAGE_INFO, TRANSLATION_LANGUAGES } from "@contract/languages.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { useStaffCatalogue } from "../api/translations.ts";

export function UntranslatedSummary({ collection }: { collection: CatalogueCollection }) {
  const staff = useStaffCatalogue(collection);
  const t = useAdminT();
  const { lang: shownIn } = useLanguage();
  if (!staff.data) return null;
  const counts = staff.data.untranslated;
  return (
    <p className="admin-untranslated" role="group" aria-label={t("untranslated.group")}>
      {t("untranslated.lead")}{" "}
      {TRANSLATION_LANGUAGES.map((lang, index) => (
        <span key={lang}>
          {index > 0 ? " · " : null}
          <span lang={lang} dir={LANGUAGE_INFO[lang].dir}>{LANGUAGE_INFO[lang].nativeName}</span> {formatNumber(counts[lang], shownIn)}
        </span>
      ))}
    </p>
  );
}
