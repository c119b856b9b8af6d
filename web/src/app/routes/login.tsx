import { useLocation, useNavigate } from "react-router-dom";
import { LoginForm } from "../../features/account/components/login-form.tsx";
import { useAuth } from "../auth.tsx";
import { afterLoginPath } from "../guards.tsx";
import { Page } from "./page.tsx";

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Page title="Member Login" intro="Welcome back. Sign in to your membership.">
      <LoginForm onLogin={login} onSuccess={() => navigate(afterLoginPath(location.state), { replace: true })} />
    </Page>
  );
}
