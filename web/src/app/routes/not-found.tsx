import { useT } from "../../i18n/language-context.tsx";
import { Link } from "../../i18n/link.tsx";
import { Page } from "./page.tsx";

/** An address that is no page of the app, in the address's language (the server answers it 404). */
export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t("notFound.title")}>
      <p>{t("notFound.text")}</p>
      <p className="card__actions">
        <Link to="/" className="btn btn--primary">{t("error.home")}</Link>
      </p>
    </Page>
  );
}
