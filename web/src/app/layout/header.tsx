import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { SITE } from "../../config/site.ts";
import { CurrencyPicker } from "../../components/currency-picker.tsx";
import { InstallButton } from "../../features/offline/components/install-button.tsx";
import { useOutboxHint } from "../../features/inquiries/outbox/use-outbox-hint.ts";
import { useLanguage } from "../../i18n/language-context.tsx";
import { LanguageSwitcher } from "../../i18n/language-switcher.tsx";
import { Link, NavLink } from "../../i18n/link.tsx";
import { useAuth } from "../auth.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";

const PendingInquiriesLink = lazy(async () => ({ default: (await import("./pending-inquiries-link.tsx")).PendingInquiriesLink }));
import { useDismiss } from "./use-dismiss.ts";

/**
 * The site header and navigation: Home; Services; VIP Services (protected);
 * Contact; Admin Dashboard (admins); Login and Register (logged out); My journeys, Profile and Logout (logged in).
 * Below 900 px the links fold into a menu button; the profile shortcut stays visible. The language
 * switcher and the currency picker sit in the navigation, so the mobile menu has them too.
 */
export function Header() {
  const { user, isAdmin, logout } = useAuth();
  const { t } = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, headerRef, menuButtonRef);

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const outboxHint = useOutboxHint();
  const loggedOut = !user;
  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={t("header.brandHome", { brand: SITE.brand })}>
          <span className="brand__mark" aria-hidden="true">◆</span>
          <span className="brand__name">{SITE.brand}</span>
        </Link>

        <InstallButton />
        <div className="site-header__shortcuts">
          {user
            ? (
              <Link to="/profile" className="profile-shortcut" aria-label={t("header.profile")}>
                <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || "◆"}</span>
              </Link>
            )
            : null}
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
            <span className="visually-hidden">{t("header.menu")}</span>
          </button>
        </div>

        <nav id={navId} className={`nav${menuOpen ? " nav--open" : ""}`} aria-label={t("header.mainNav")}>
          <ul className="nav__list">
            <li className="nav__item">
              <NavLink to="/" end className="nav__link">{t("header.home")}</NavLink>
            </li>
            <NavDropdown
              label={t("header.services")}
              onNavigate={closeMenu}
              items={[
                { to: "/packages", label: t("header.packages") },
                { to: "/activities", label: t("header.activities") },
              ]}
            />
            <NavDropdown
              label={t("header.vip")}
              onNavigate={closeMenu}
              items={[
                { to: "/vip-services", label: t("header.vip"), loginRequired: loggedOut },
                { to: "/bespoke-experiences", label: t("header.bespoke"), loginRequired: loggedOut },
              ]}
            />
            <li className="nav__item">
              <NavLink to="/contact" className="nav__link">{t("header.contact")}</NavLink>
            </li>
            <li className="nav__item"><CurrencyPicker /></li>
            {outboxHint
              ? (
                <Suspense fallback={null}>
                  <PendingInquiriesLink />
                </Suspense>
              )
              : null}
            {isAdmin
              ? (
                <li className="nav__item">
                  <NavLink to="/admin" className="nav__link">{t("header.admin")}</NavLink>
                </li>
              )
              : null}
            {loggedOut
              ? (
                <>
                  <li className="nav__item">
                    <NavLink to="/login" className="nav__link">{t("header.login")}</NavLink>
                  </li>
                  <li className="nav__item">
                    <NavLink to="/register" className="nav__link nav__link--cta">{t("header.register")}</NavLink>
                  </li>
                </>
              )
              : (
                <>
                  <li className="nav__item">
                    <NavLink to="/journeys" className="nav__link">{t("header.journeys")}</NavLink>
                  </li>
                  <li className="nav__item">
                    <NavLink to="/profile" className="nav__link">{t("header.profile")}</NavLink>
                  </li>
                  <li className="nav__item">
                    <button type="button" className="nav__link nav__logout" onClick={() => void logout()}>
                      {t("header.logout")}
                    </button>
                  </li>
                </>
              )}
            <li className="nav__item">
              <LanguageSwitcher />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
