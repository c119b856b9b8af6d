import { useCallback, useId, useRef, useState } from "react";
import { useT } from "../../i18n/language-context.tsx";
import { Link, NavLink } from "../../i18n/link.tsx";
import { useDismiss } from "./use-dismiss.ts";

export interface DropdownItem {
  to: string;
  label: string;
  /** Protected entry shown to a logged-out visitor: badge "Login Required", link to /login. */
  loginRequired?: boolean;
}

interface NavDropdownProps {
  label: string;
  items: DropdownItem[];
  /** Called after an item is chosen (closes the mobile menu too). */
  onNavigate?: () => void;
}

/** A disclosure menu in the header: a button with aria-expanded and a list of links. */
export function NavDropdown({ label, items, onNavigate }: NavDropdownProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <li className="nav__item nav__item--dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav__link nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label} <span aria-hidden="true" className="nav__caret">▾</span>
      </button>
      <ul id={menuId} className="nav__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            {item.loginRequired
              ? (
                <Link
                  to="/login"
                  state={{ from: { pathname: item.to } }}
                  className="nav__menu-link"
                  onClick={() => {
                    close();
                    onNavigate?.();
                  }}
                >
                  {item.label} <span className="badge badge--muted">{t("header.loginRequired")}</span>
                </Link>
              )
              : (
                <NavLink
                  to={item.to}
                  className="nav__menu-link"
                  onClick={() => {
                    close();
                    onNavigate?.();
                  }}
                >
                  {item.label}
                </NavLink>
              )}
          </li>
        ))}
      </ul>
    </li>
  );
}
