import { useT } from "../../i18n/language-context.tsx";
import { Link } from "../../i18n/link.tsx";
import { unavailableMessages, useUnavailableT } from "../../i18n/areas/unavailable.ts";
import { Page } from "./page.tsx";

/** The texts the page's first render reads, loaded with its code (lazy-page.ts). */
export const messageAreas = [unavailableMessages];

/**
 * An address that is no page of the app, in the address's language (the server answers it 404). Its
 * texts are a message area's, loaded with the page (the server's renderer has them before rendering).
 */
export function NotFoundPage() {
  const t = useT();
  const tPage = useUnavailableT();
  return (
    <Page title={tPage("notFound.title")}>
      <p>{tPage("notFound.text")}</p>
      <p className="card__actions">
        <Link to="/" className="btn btn--primary">{t("error.home")}</Link>
      </p>
    </Page>
  );
}
