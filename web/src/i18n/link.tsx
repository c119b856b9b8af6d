/**
 * Links inside the site keep the page's language: `to="/packages"` on a French page leads to
 * `/fr/packages`. Public pages use these in place of react-router's own.
 */
import { languagePath } from "@contract/language-paths.ts";
import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps } from "react-router-dom";
import { useLanguage } from "./language-context.tsx";

/** The address of the site path `to` in the language shown. */
export function useLocalPath(): (to: string) => string {
  const { lang } = useLanguage();
  return (to) => (to.startsWith("/") ? languagePath(lang, to) : to);
}

export function Link({ to, ...props }: LinkProps & { to: string }) {
  return <RouterLink to={useLocalPath()(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <RouterNavLink to={useLocalPath()(to)} {...props} />;
}
