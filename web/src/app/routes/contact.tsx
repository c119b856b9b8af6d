import { LIMITS } from "@contract/limits.ts";
import { FIXED_PAGE_META } from "@contract/page-meta.ts";
import { SITE } from "../../config/site.ts";
import { Page } from "./page.tsx";

const { contact } = SITE;

/** /contact: "Get in Touch" with call, email and visit cards; details from config/site.ts. */
export function ContactPage() {
  return (
    <Page
      title="Get in Touch"
      description={FIXED_PAGE_META.contact.description}
      intro={`Planning a journey or refining one? Our travel consultants respond to every message within ${LIMITS.consultantResponseHours} hours.`}
    >
      <ul className="contact-cards" role="list">
        <li className="contact-card card">
          <h2 className="contact-card__title">Call Us</h2>
          <p>Speak with a consultant directly.</p>
          <p className="contact-card__value">
            <a href={contact.phoneHref} dir="ltr">{contact.phone}</a>
          </p>
          <p className="contact-card__note">{contact.hours}</p>
        </li>
        <li className="contact-card card">
          <h2 className="contact-card__title">Email Us</h2>
          <p>Send us your plans, dates and wishes.</p>
          <p className="contact-card__value">
            <a href={contact.emailHref} dir="ltr">{contact.email}</a>
          </p>
          <p className="contact-card__note">We reply within {LIMITS.consultantResponseHours} hours.</p>
        </li>
        <li className="contact-card card">
          <h2 className="contact-card__title">Visit Us</h2>
          <p>Our Dubai office welcomes you by appointment.</p>
          <address className="contact-card__value">
            {contact.address.lines.map((line) => <span key={line}>{line}<br /></span>)}
          </address>
          <p className="contact-card__note">
            <a href={contact.address.mapsUrl} target="_blank" rel="noopener noreferrer">
              Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </li>
      </ul>

      <section className="contact-cta" aria-labelledby="contact-cta-title">
        <h2 id="contact-cta-title" className="section__title">Our Consultants Respond Within {LIMITS.consultantResponseHours} Hours</h2>
        <p className="section__intro">
          Every message is read by a member of our concierge team, who replies personally within{" "}
          {LIMITS.consultantResponseHours} hours, often much sooner.
        </p>
        <div className="contact-cta__actions">
          <a className="btn btn--primary btn--lg" href={`${contact.emailHref}?subject=${encodeURIComponent(`Inquiry for ${SITE.brand}`)}`}>
            Email Our Team
          </a>
          <a className="btn btn--secondary btn--lg" href={SITE.googleReviewUrl} target="_blank" rel="noopener noreferrer">
            Rate Us on Google<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
    </Page>
  );
}
