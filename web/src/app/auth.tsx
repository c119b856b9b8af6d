/**
 * The session: the current user and token, kept in localStorage (AUTH_TOKEN_KEY, CURRENT_USER_KEY)
 * so a reload keeps the member logged in, and refreshed from GET /api/auth/profile on load.
 */
import { languagePath } from "@contract/language-paths.ts";
import { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from "@contract/limits.ts";
import type { User } from "@contract/user.ts";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { getProfile } from "../features/account/api/get-profile.ts";
import { login as loginRequest } from "../features/account/api/login.ts";
import { logout as logoutRequest } from "../features/account/api/logout.ts";
import { loadSiteMessages } from "../i18n/site-messages.ts";
import { useLanguage } from "../i18n/language-context.tsx";
import { storeLanguage } from "../i18n/stored-language.ts";
import { ApiError } from "../lib/api-client.ts";
import { useServerHtml } from "../lib/server-html.ts";
import { useApplyTheme } from "../lib/theme.ts";
import { memberLanguageOf } from "./member-language.ts";

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** True while a stored token without a stored user waits for its profile. */
  restoring: boolean;
  isAdmin: boolean;
  /** `emailCode`: the code the server emailed when it answered `email_code_required`. */
  login(email: string, password: string, emailCode?: string): Promise<User>;
  logout(): Promise<void>;
  /** Replaces the stored user (after a profile edit). */
  updateUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lives in memory only.
  }
}

export function readStoredUser(): User | null {
  const raw = readStorage(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as User).email === "string") {
      return parsed as User;
    }
  } catch {
    // Corrupt entry: treated as logged out.
  }
  return null;
}

/** The user of the session kept on this device: a stored user counts only with a stored token. */
export function readSessionUser(): User | null {
  return readStorage(AUTH_TOKEN_KEY) ? readStoredUser() : null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  // Over the server's HTML the first render is a visitor's, as the server rendered it; the session
  // kept on this device is read right after it.
  const fromServer = useServerHtml();
  const [token, setToken] = useState<string | null>(() => (fromServer ? null : readStorage(AUTH_TOKEN_KEY)));
  const [user, setUser] = useState<User | null>(() => (fromServer ? null : readSessionUser()));
  const [restoring, setRestoring] = useState<boolean>(() => !fromServer && Boolean(readStorage(AUTH_TOKEN_KEY)) && !readStoredUser());
  const [hydrated] = useState(fromServer);
  useEffect(() => {
    if (!hydrated) return;
    setToken(readStorage(AUTH_TOKEN_KEY));
    setUser(readSessionUser());
    setRestoring(Boolean(readStorage(AUTH_TOKEN_KEY)) && !readStoredUser());
  }, [hydrated]);

  const storeSession = useCallback((nextToken: string | null, nextUser: User | null) => {
    writeStorage(AUTH_TOKEN_KEY, nextToken);
    writeStorage(CURRENT_USER_KEY, nextUser ? JSON.stringify(nextUser) : null);
    setToken(nextToken);
    setUser(nextUser);
  }, []);

  // On load: refresh the stored user from the server. A failure keeps the stored user (offline,
  // server restarting); a 401 means the token is no longer valid and ends the session.
  useEffect(() => {
    const storedToken = readStorage(AUTH_TOKEN_KEY);
    if (!storedToken) return;
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((profile) => {
        if (readStorage(AUTH_TOKEN_KEY) !== storedToken) return; // logged out or in meanwhile
        writeStorage(CURRENT_USER_KEY, JSON.stringify(profile));
        setUser(profile);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && readStorage(AUTH_TOKEN_KEY) === storedToken) {
          storeSession(null, null);
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setRestoring(false);
      });
    return () => controller.abort();
  }, [storeSession]);

  // The member's saved language wins: remembered on this device, its texts loaded before the
  // session starts, so the guard's redirect to the member's language shows it in one step.
  const login = useCallback(async (email: string, password: string, emailCode?: string) => {
    const answer = await loginRequest(emailCode ? { email, password, emailCode } : { email, password });
    const language = memberLanguageOf(answer.user);
    if (language) {
      storeLanguage(language);
      const member = import("../i18n/areas/member.ts").then(({ memberMessages }) => memberMessages.load(language));
      await Promise.all([loadSiteMessages(language), member]).catch(() => undefined);
    }
    storeSession(answer.access_token, answer.user);
    setRestoring(false);
    return answer.user;
  }, [storeSession]);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The local session ends regardless of the server's answer.
    }
    // Leave the guarded page and end the session in one render (the router navigates inside a
    // transition), so the page's guard never sees the ended session and sends us to /login.
    startTransition(() => {
      navigate(languagePath(lang, "/"), { replace: true });
      storeSession(null, null);
    });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "catalogue" });
  }, [navigate, lang, queryClient, storeSession]);

  const updateUser = useCallback((next: User) => {
    writeStorage(CURRENT_USER_KEY, JSON.stringify(next));
    setUser(next);
  }, []);

  // The member's theme setting (Account Settings) applies to the whole site; visitors get the house theme.
  // (Over the server's HTML the stored member's theme, which main.tsx applied before the first paint.)
  useApplyTheme((fromServer ? readSessionUser() : user)?.preferences?.general?.theme);

  const value = useMemo<AuthContextValue>(
    () => ({ user, token, restoring, isAdmin: Boolean(user?.isAdmin), login, logout, updateUser }),
    [user, token, restoring, login, logout, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
