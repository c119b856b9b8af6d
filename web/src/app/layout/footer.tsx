import { SITE } from "../../config/site.ts";
import { useT } from "../../i18n/language-context.tsx";
import { Link } from "../../i18n/link.tsx";

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  const newTab = <span className="visually-hidden">{t("layout.newTab")}</span>;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__title">{SITE.brand}</h2>
          <p className="muted">{t("site.description")}</p>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__title">{t("footer.explore")}</h2>
          <ul className="site-footer__links">
            <li><Link to="/destinations">{t("footer.destinations")}</Link></li>
            <li><Link to="/packages">{t("header.packages")}</Link></li>
            <li><Link to="/activities">{t("header.activities")}</Link></li>
            <li><Link to="/contact">{t("footer.contact")}</Link></li>
            <li><Link to="/privacy">{t("footer.privacy")}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">{t("footer.contact")}</h2>
          <ul className="site-footer__links">
            <li><a href={SITE.contact.emailHref} dir="ltr">{SITE.contact.email}</a></li>
            <li><a href={SITE.contact.phoneHref} dir="ltr">{SITE.contact.phone}</a></li>
            <li>
              <a href={SITE.googleReviewUrl} target="_blank" rel="noopener noreferrer">
                {t("footer.review")}{newTab}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">{t("footer.follow")}</h2>
          <ul className="site-footer__links">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} target="_blank" rel="noopener noreferrer">
                  {network.name}{newTab}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* Rendered once per catalogue version on the server: at the turn of a year the browser's may differ. */}
      <p className="container site-footer__legal" suppressHydrationWarning>{t("footer.rights", { year, brand: SITE.brand })}</p>
    </footer>
  );
}
