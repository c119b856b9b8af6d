import { RegistrationForm } from "../../features/account/components/registration-form.tsx";
import { Page } from "./page.tsx";

export function RegisterPage() {
  return (
    <Page
      title="Elite Community Membership"
      intro="Apply to join a private community of discerning travellers. Every application is reviewed by our team."
    >
      <RegistrationForm />
    </Page>
  );
}
