import { RegistrationForm } from "../../features/account/components/registration-form.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { Page } from "./page.tsx";

export function RegisterPage() {
  const t = useMemberT();
  return (
    <Page title={t("register.title")} intro={t("register.intro")}>
      <RegistrationForm />
    </Page>
  );
}
