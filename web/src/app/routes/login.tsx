import { useLocation, useNavigate } from "react-router-dom";
import { LoginForm } from "../../features/account/components/login-form.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { useLanguage } from "../../i18n/language-context.tsx";
import { useAuth } from "../auth.tsx";
import { afterLoginPath } from "../guards.tsx";
import { memberLanguageOf } from "../member-language.ts";
import { Page } from "./page.tsx";

/** "Member Login"; a login continues in the member's saved language (see `AuthProvider.login`). */
export function LoginPage() {
  const { login } = useAuth();
  const { lang } = useLanguage();
  const t = useMemberT();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Page title={t("login.title")} intro={t("login.intro")}>
      <LoginForm
        onLogin={login}
        onSuccess={(user) => navigate(afterLoginPath(location.state, memberLanguageOf(user) ?? lang), { replace: true })}
      />
    </Page>
  );
}
