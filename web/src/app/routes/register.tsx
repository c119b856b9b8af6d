import { RegistrationForm } from "../../features/account/components/registration-form.tsx";
import { PageHeader } from "./page-header.tsx";

export function RegisterPage() {
  return (
    <>
      <PageHeader
        title="Elite Community Membership"
        intro="Apply to join a private community of discerning travellers. Every application is reviewed by our team."
      />
      <div className="container section">
        <RegistrationForm />
      </div>
    </>
  );
}
