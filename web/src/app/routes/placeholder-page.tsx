import { Link } from "react-router-dom";
import { SITE } from "../../config/site.ts";
import { Page } from "./page.tsx";

/**
 * A screen whose feature is being built. The route and its guard are real; the page says plainly
 * that the screen is not available yet and offers a way forward.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>
        This screen is not available yet. Our concierge team is happy to help meanwhile: email{" "}
        <a href={SITE.contact.emailHref}>{SITE.contact.email}</a> or call{" "}
        <a href={SITE.contact.phoneHref}>{SITE.contact.phone}</a>.
      </p>
      <p>
        <Link to="/" className="btn btn--secondary">Back to the home page</Link>
      </p>
    </Page>
  );
}
