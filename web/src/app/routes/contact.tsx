import { LIMITS } from "@contract/limits.ts";
import { SITE } from "../../config/site.ts";
import { contactMessages, useContactT } from "../../i18n/areas/contact.ts";
import { useT } from "../../i18n/language-context.tsx";
import { Page } from "./page.tsx";

const { contact } = SITE;

/** The texts the page's first render reads, loaded with its code (lazy-page.ts). */
export const messageAreas = [contactMessages];

/** /contact: "Get in Touch" with call, email and visit cards; details from config/site.ts, texts its own (`areas/contact.ts`). */
export function ContactPage() {
  const t = useT();
  const tPage = useContactT();
  const hours = LIMITS.consultantResponseHours;
  const newTab = <span className="visually-hidden">{t("layout.newTab")}</span>;
  return (
    <Page title={t("meta.contact.title")} description={t("meta.contact.description", { brand: SITE.brand })} intro={tPage("contact.intro", { hours })}>
      <ul className="contact-cards" role="list">
        <li className="contact-card card">
          <h2 className="contact-card__title">{tPage("contact.call")}</h2>
          <p>{tPage("contact.callText")}</p>
          <p className="contact-card__value">
            <a href={contact.phoneHref} dir="ltr">{contact.phone}</a>
          </p>
          <p className="contact-card__note">{tPage("site.hours")}</p>
        </li>
        <li className="contact-card card">
          <h2 className="contact-card__title">{tPage("contact.email")}</h2>
          <p>{tPage("contact.emailText")}</p>
          <p className="contact-card__value">
            <a href={contact.emailHref} dir="ltr">{contact.email}</a>
          </p>
          <p className="contact-card__note">{tPage("contact.emailNote", { hours })}</p>
        </li>
        <li className="contact-card card">
          <h2 className="contact-card__title">{tPage("contact.visit")}</h2>
          <p>{tPage("contact.visitText")}</p>
          <address className="contact-card__value">
            {contact.address.lines.map((line) => <span key={line}>{line}<br /></span>)}
          </address>
          <p className="contact-card__note">
            <a href={contact.address.mapsUrl} target="_blank" rel="noopener noreferrer">
              {tPage("contact.maps")}{newTab}
            </a>
          </p>
        </li>
      </ul>

      <section className="contact-cta" aria-labelledby="contact-cta-title">
        <h2 id="contact-cta-title" className="section__title">{tPage("contact.ctaTitle", { hours })}</h2>
        <p className="section__intro">{tPage("contact.ctaText", { hours })}</p>
        <div className="contact-cta__actions">
          <a className="btn btn--primary btn--lg" href={`${contact.emailHref}?subject=${encodeURIComponent(tPage("contact.emailSubject", { brand: SITE.brand }))}`}>
            {tPage("contact.emailTeam")}
          </a>
          <a className="btn btn--secondary btn--lg" href={SITE.googleReviewUrl} target="_blank" rel="noopener noreferrer">
            {tPage("contact.rate")}{newTab}
          </a>
        </div>
      </section>
    </Page>
  );
}
