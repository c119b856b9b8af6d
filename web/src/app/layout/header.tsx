import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { SITE } from "../../config/site.ts";
import { CurrencyPicker } from "../../components/currency-picker.tsx";
import { InstallButton } from "../../features/offline/components/install-button.tsx";
import { useOutboxHint } from "../../features/inquiries/outbox/use-outbox-hint.ts";
import { useAuth } from "../auth.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";

const PendingInquiriesLink = lazy(async () => ({ default: (await import("./pending-inquiries-link.tsx")).PendingInquiriesLink }));
import { useDismiss } from "./use-dismiss.ts";

/**
 * The site header and navigation: Home; Services; VIP Services (protected);
 * Contact; Admin Dashboard (admins); Login and Register (logged out); My journeys, Profile and Logout (logged in).
 * Below 900 px the links fold into a menu button; the profile shortcut stays visible.
 */
export function Header() {
  const { user, isAdmin, logout } = useAuth();
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
        <Link to="/" className="brand" aria-label={`${SITE.brand}, home`}>
          <span className="brand__mark" aria-hidden="true">◆</span>
          <span className="brand__name">{SITE.brand}</span>
        </Link>

        <InstallButton />
        <div className="site-header__shortcuts">
          {user
            ? (
              <Link to="/profile" className="profile-shortcut" aria-label="Profile">
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
            <span className="visually-hidden">Menu</span>
          </button>
        </div>

        <nav id={navId} className={`nav${menuOpen ? " nav--open" : ""}`} aria-label="Main">
          <ul className="nav__list">
            <li className="nav__item">
              <NavLink to="/" end className="nav__link">Home</NavLink>
            </li>
            <NavDropdown
              label="Services"
              onNavigate={closeMenu}
              items={[
                { to: "/packages", label: "Travel Packages" },
                { to: "/activities", label: "Activities" },
              ]}
            />
            <NavDropdown
              label="VIP Services"
              onNavigate={closeMenu}
              items={[
                { to: "/vip-services", label: "VIP Services", loginRequired: loggedOut },
                { to: "/bespoke-experiences", label: "Bespoke Experiences", loginRequired: loggedOut },
              ]}
            />
            <li className="nav__item">
              <NavLink to="/contact" className="nav__link">Contact</NavLink>
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
                  <NavLink to="/admin" className="nav__link">Admin Dashboard</NavLink>
                </li>
              )
              : null}
            {loggedOut
              ? (
                <>
                  <li className="nav__item">
                    <NavLink to="/login" className="nav__link">Login</NavLink>
                  </li>
                  <li className="nav__item">
                    <NavLink to="/register" className="nav__link nav__link--cta">Register</NavLink>
                  </li>
                </>
              )
              : (
                <>
                  <li className="nav__item">
                    <NavLink to="/journeys" className="nav__link">My journeys</NavLink>
                  </li>
                  <li className="nav__item">
                    <NavLink to="/profile" className="nav__link">Profile</NavLink>
                  </li>
                  <li className="nav__item">
                    <button type="button" className="nav__link nav__logout" onClick={() => void logout()}>
                      Logout
                    </button>
                  </li>
                </>
              )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
