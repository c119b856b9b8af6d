import { Link } from "react-router-dom";
import { SITE } from "../../config/site.ts";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__title">{SITE.brand}</h2>
          <p className="muted">{SITE.description}</p>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__title">Explore</h2>
          <ul className="site-footer__links">
            <li><Link to="/destinations">Destinations</Link></li>
            <li><Link to="/packages">Travel Packages</Link></li>
            <li><Link to="/activities">Activities</Link></li>
            <li><Link to="/contact">Contact</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">Contact</h2>
          <ul className="site-footer__links">
            <li><a href={SITE.contact.emailHref} dir="ltr">{SITE.contact.email}</a></li>
            <li><a href={SITE.contact.phoneHref} dir="ltr">{SITE.contact.phone}</a></li>
            <li>
              <a href={SITE.googleReviewUrl} target="_blank" rel="noopener noreferrer">
                Review us on Google<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">Follow us</h2>
          <ul className="site-footer__links">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} target="_blank" rel="noopener noreferrer">
                  {network.name}<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* Rendered once per catalogue version on the server: at the turn of a year the browser's may differ. */}
      <p className="container site-footer__legal" suppressHydrationWarning>© {year} {SITE.brand}. All rights reserved.</p>
    </footer>
  );
}
