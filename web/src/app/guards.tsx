/**
 * The route rules: logged-out visitors on guarded routes go to /login with the
 * attempted location kept; non-admins on admin routes go to /; logged-in users on /login and
 * /register go to /profile. The server enforces the same rules on every call; these only steer.
 */
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Spinner } from "../components/spinner.tsx";
import { useAuth } from "./auth.tsx";

/** Where a login returns to: the guarded location the visitor tried, kept in router state. */
export interface LoginState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, restoring } = useAuth();
  const location = useLocation();
  if (restoring) return <Spinner label="Restoring your session..." />;
  if (!user) {
    const state: LoginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, restoring } = useAuth();
  if (restoring) return <Spinner label="Restoring your session..." />;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** Logged-in users on /login and /register continue where a login would have sent them. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={afterLoginPath(location.state)} replace />;
  return children;
}

/** The path a successful login continues to. */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith("/") || from.pathname.startsWith("//")) return "/profile";
  if (from.pathname === "/login" || from.pathname === "/register") return "/profile";
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}
