/**
 * The route rules: logged-out visitors on guarded routes go to /login with the
 * attempted location kept; non-admins on admin routes go to /; logged-in users on /login and
 * /register go to /profile. Every redirect stays in the page's language (its address prefix), and
 * the one after login goes to the member's saved language. The server enforces the same rules on
 * every call; these only steer.
 */
import { languagePath, splitLanguagePath } from "@contract/language-paths.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Spinner } from "../components/spinner.tsx";
import { useLanguage } from "../i18n/language-context.tsx";
import { usePrefetchAgencyZone } from "../lib/agency-zone.ts";
import { useAuth } from "./auth.tsx";
import { memberLanguageOf } from "./member-language.ts";

/** Where a login returns to: the guarded location the visitor tried, kept in router state. */
export interface LoginState {
  from?: { pathname: string; search?: string; hash?: string };
}

function Restoring() {
  return <Spinner label={useLanguage().t("guard.restoring")} />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, restoring } = useAuth();
  const { lang } = useLanguage();
  const location = useLocation();
  if (restoring) return <Restoring />;
  if (!user) {
    const state: LoginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={languagePath(lang, "/login")} replace state={state} />;
  }
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, restoring } = useAuth();
  const { lang } = useLanguage();
  // The staff screens write times on the agency's clock: its zone is asked for with the page.
  usePrefetchAgencyZone(Boolean(user?.isAdmin));
  if (restoring) return <Restoring />;
  if (!user?.isAdmin) return <Navigate to={languagePath(lang, "/")} replace />;
  return children;
}

/** Logged-in users on /login and /register continue where a login would have sent them. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { lang } = useLanguage();
  const location = useLocation();
  if (user) return <Navigate to={afterLoginPath(location.state, memberLanguageOf(user) ?? lang)} replace />;
  return children;
}

/** The address a successful login continues to, in `lang`: the guarded page tried, else the profile. */
export function afterLoginPath(state: unknown, lang: SiteLanguage): string {
  const from = (state as LoginState | null)?.from;
  const profile = languagePath(lang, "/profile");
  if (!from?.pathname || !from.pathname.startsWith("/") || from.pathname.startsWith("//")) return profile;
  const { path } = splitLanguagePath(from.pathname);
  if (path === "/login" || path === "/register") return profile;
  return `${languagePath(lang, path)}${from.search ?? ""}${from.hash ?? ""}`;
}
