/**
 * Links inside the site keep the page's language: `to="/packages"` on a French page leads to
 * `/fr/packages`. Public pages use these in place of react-router's own.
 *
 * They are built on react-router's `useHref` and `useLinkClickHandler` rather than its `Link` and
 * `NavLink`: those carry the framework mode's route prefetching and view transitions (about 2 KB
 * compressed of the first visit's `framework` chunk) that this app never uses. The whole app
 * imports its links from here, so react-router's own never enter the bundle.
 */
import { languagePath } from "@contract/language-paths.ts";
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router-dom";
import { useLanguage } from "./language-context.tsx";

/** The address of the site path `to` in the language shown. */
export function useLocalPath(): (to: string) => string {
  const { lang } = useLanguage();
  return (to) => (to.startsWith("/") ? languagePath(lang, to) : to);
}

/** `state`: the history entry's state, for the page led to (the login page's `from`). */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; replace?: boolean; state?: unknown };

/**
 * A link the router follows in the page (a plain click), or the browser (a modified click, another
 * target); without JavaScript it is an ordinary link. `to` is taken as given, without a language.
 */
export function RouterLink({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalPath()(to)} {...props} />;
}

/** Whether the page at `pathname` is the link's `to` (or, unless `end`, a page below it), as react-router's `NavLink` decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end) return false;
  const slash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return pathname.startsWith(to) && pathname.charAt(slash) === "/";
}

export type NavLinkProps = Omit<LinkProps, "className"> & { end?: boolean; className?: string; children?: ReactNode };

/** A link that marks the current page's (`aria-current="page"`, class `active`). */
export function NavLink({ to, end, className, ...props }: NavLinkProps) {
  const local = useLocalPath()(to);
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(local).pathname, end);
  return (
    <RouterLink
      to={local}
      aria-current={active ? "page" : undefined}
      className={[className, active ? "active" : ""].filter(Boolean).join(" ") || undefined}
      {...props}
    />
  );
}
