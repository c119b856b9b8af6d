import {
  ACCOMMODATION_STYLES, ADMIN_BUDGETS, ADMIN_COUNTRIES, ADMIN_HEARD_ABOUT_US, ADMIN_INTERESTS, ADMIN_MEMBERSHIPS,
  ADMIN_PROFESSIONS, AVG_SPEND, FLIGHT_CLASSES, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import type { CreateUserInput, User, UserPatch } from "@contract/user.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { DisplayNameField } from "../../../components/display-name-field.tsx";
import { ProfileChoice } from "../../../components/profile-choice.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { CheckboxField, ChipGroup, SelectField, TextField } from "../../../components/form-fields.tsx";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../lib/profile-form.ts";
import { toOptions, withCurrent } from "../../../lib/user-options.ts";

export const WIZARD_STEPS = ["Basic Information", "Travel Preferences", "Background Information", "Account Security"] as const;

type Form = ProfileForm & { password: string; confirmPassword: string; isApproved: boolean; isAdmin: boolean };
type Errors = FormErrors<Pick<Form, "name" | "email" | "password" | "confirmPassword">>;

function fromUser(user: User | null): Form {
  return {
    ...profileFormFromUser(user),
    password: "",
    confirmPassword: "",
    isApproved: user?.isApproved ?? true,
    isAdmin: user?.isAdmin ?? false,
  };
}

/** Step validation: step 1 needs name and email, step 4 passwords (new users only); the others none. */
export function validateStep(step: number, form: Form, creating: boolean): Errors {
  const errors: Errors = {};
  if (step === 0) {
    if (!form.name.trim()) errors.name = "Name is required";
    if (!form.email.trim()) errors.email = "Email is required";
  }
  if (step === 3 && creating) {
    if (!form.password) errors.password = "Password is required for new users";
    else if (form.password.length < LIMITS.passwordMin) errors.password = `Password must be at least ${LIMITS.passwordMin} characters`;
    if (form.password && form.password !== form.confirmPassword) errors.confirmPassword = "Passwords do not match";
  }
  return errors;
}

function toFields(form: Form) {
  return { ...profilePayload(form), isApproved: form.isApproved, isAdmin: form.isAdmin };
}

interface UserWizardProps {
  /** The user being edited, or null to create one. */
  user: User | null;
  /** True when this user is the only administrator: the flag cannot be removed. */
  lastAdmin: boolean;
  saving: boolean;
  error: string | null;
  onCancel(): void;
  onSubmit(payload: { create?: CreateUserInput; update?: UserPatch }): void;
}

/** The 4-step create/edit wizard: progress indicator, Previous / Next, "Create User" / "Update User". */
export function UserWizard({ user, lastAdmin, saving, error, onCancel, onSubmit }: UserWizardProps) {
  const creating = user === null;
  const [form, setForm] = useState<Form>(() => fromUser(user));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const set = fieldSetter(setForm);
  const select = (values: readonly string[], current: string) => withCurrent(toOptions(values), current);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function next() {
    const found = validateStep(step, form, creating);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < WIZARD_STEPS.length - 1) {
      next();
      return;
    }
    const first = validateStep(0, form, creating);
    const last = validateStep(3, form, creating);
    setErrors({ ...first, ...last });
    if (Object.keys(first).length) return setStep(0);
    if (Object.keys(last).length) return setStep(3);
    const fields = toFields(form);
    if (creating) onSubmit({ create: { ...fields, password: form.password } });
    else onSubmit({ update: fields });
  }

  return (
    <form className="form wizard" onSubmit={submit} noValidate aria-busy={saving}>
      <ol className="wizard__progress" aria-label="Progress">
        {WIZARD_STEPS.map((title, i) => (
          <li
            key={title}
            className={`wizard__step${i === step ? " wizard__step--current" : ""}${i < step ? " wizard__step--done" : ""}`}
            aria-current={i === step ? "step" : undefined}
          >
            <span className="wizard__step-number" aria-hidden="true">{i + 1}</span>
            <span className="wizard__step-title">{title}</span>
          </li>
        ))}
      </ol>
      <h3 className="wizard__heading" tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
      </h3>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      <div hidden={step !== 0} className="form wizard__panel">
        <TextField label="Name" required value={form.name} onChange={set("name")} error={errors.name} maxLength={200} />
        <DisplayNameField value={form.displayName} name={form.name} onChange={set("displayName")} />
        <TextField label="Email" required type="email" value={form.email} onChange={set("email")} error={errors.email} maxLength={254} />
        <TextField label="Mobile Number" type="tel" value={form.mobileNumber} onChange={set("mobileNumber")} maxLength={40} />
        <TextField label="Nationality" value={form.nationality} onChange={set("nationality")} maxLength={200} />
        <div className="form-grid">
          <ProfileChoice
            field="countryOfResidence"
            label="Country of Residence"
            options={select(ADMIN_COUNTRIES, form.countryOfResidence)}
            placeholder="Select..."
            otherLabel="Specify country of residence"
            form={form} set={set} errors={{}}
          />
          <ProfileChoice
            field="profession"
            label="Profession"
            options={select(ADMIN_PROFESSIONS, form.profession)}
            placeholder="Select..."
            otherLabel="Specify profession"
            form={form} set={set} errors={{}}
          />
        </div>
      </div>

      <div hidden={step !== 1} className="form wizard__panel">
        <div className="form-grid">
          <SelectField label="Travel Frequency" value={form.travelFrequency} onChange={set("travelFrequency")} options={select(TRAVEL_FREQUENCIES, form.travelFrequency)} placeholder="Select..." />
          <SelectField label="Flight Class" value={form.flightClass} onChange={set("flightClass")} options={select(FLIGHT_CLASSES, form.flightClass)} placeholder="Select..." />
          <SelectField label="Average Spend per Trip" value={form.avgSpendPerTrip} onChange={set("avgSpendPerTrip")} options={select(AVG_SPEND, form.avgSpendPerTrip)} placeholder="Select..." />
          <SelectField label="Budget Preference" value={form.budget} onChange={set("budget")} options={select(ADMIN_BUDGETS, form.budget)} placeholder="Select..." />
        </div>
        <ChipGroup label="Accommodation Preferences" options={toOptions(ACCOMMODATION_STYLES)} selected={form.accommodationStyles} onChange={set("accommodationStyles")} />
        <ChipGroup label="Travel Interests" options={toOptions(ADMIN_INTERESTS)} selected={form.interests} onChange={set("interests")} />
      </div>

      <div hidden={step !== 2} className="form wizard__panel">
        <ChipGroup label="Memberships" options={toOptions(ADMIN_MEMBERSHIPS)} selected={form.memberships} onChange={set("memberships")} />
        {form.memberships.includes("Other")
          ? <TextField label="Other memberships" value={form.membershipsOther} onChange={set("membershipsOther")} maxLength={200} />
          : null}
        <ProfileChoice
          field="heardAboutUs"
          label="How did they hear about us?"
          options={select(ADMIN_HEARD_ABOUT_US, form.heardAboutUs)}
          placeholder="Select..."
          otherLabel="Specify how they heard about us"
          form={form} set={set} errors={{}}
        />
        <TextField label="Reason for Joining" multiline value={form.joinReason} onChange={set("joinReason")} maxLength={LIMITS.longText} />
      </div>

      <div hidden={step !== 3} className="form wizard__panel">
        {creating
          ? (
            <div className="form-grid">
              <TextField label="Password" required type="password" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password} />
              <TextField label="Confirm Password" required type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set("confirmPassword")} error={errors.confirmPassword} />
            </div>
          )
          : null}
        <CheckboxField label="Approved member" checked={form.isApproved} onChange={set("isApproved")} />
        <CheckboxField
          label="Administrator"
          checked={form.isAdmin}
          onChange={set("isAdmin")}
          disabled={lastAdmin && form.isAdmin}
          hint={lastAdmin ? "The last administrator must stay an administrator." : undefined}
        />
      </div>

      <div className="form__actions wizard__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>Cancel</button>
        <span className="wizard__spacer" />
        <button type="button" className="btn btn--secondary" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          Previous
        </button>
        {step < WIZARD_STEPS.length - 1
          ? <button type="button" className="btn btn--primary" onClick={next}>Next</button>
          : (
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? "Saving..." : creating ? "Create User" : "Update User"}
            </button>
          )}
      </div>
    </form>
  );
}
