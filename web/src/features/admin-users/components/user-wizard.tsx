import {
  ACCOMMODATION_STYLES, ADMIN_BUDGETS, ADMIN_COUNTRIES, ADMIN_HEARD_ABOUT_US, ADMIN_INTERESTS, ADMIN_MEMBERSHIPS,
  ADMIN_PROFESSIONS, AVG_SPEND, FLIGHT_CLASSES, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { toOptions, withCurrent } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import { type CreateUserInput, createUserInput, type User, type UserPatch, userPatch } from "@contract/user.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { CheckboxField, ChipGroup, SelectField, TextField } from "../../../components/form-fields.tsx";
import { DisplayNameField } from "../../../domains/account/display-name-field.tsx";
import { ProfileChoice } from "../../../domains/account/profile-choice.tsx";
import { contractErrors } from "../../../domains/account/profile-errors.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";

export const WIZARD_STEPS = ["Basic Information", "Travel Preferences", "Background Information", "Account Security"] as const;

type Form = ProfileForm & { password: string; confirmPassword: string; isApproved: boolean; isAdmin: boolean };
type Errors = FormErrors<Form>;

/** The fields each step shows, so an error sends the wizard back to its step. */
const STEP_FIELDS: readonly (readonly (keyof Form)[])[] = [
  [
    "name", "displayName", "email", "mobileNumber", "nationality", "nationalityOther", "countryOfResidence",
    "countryOfResidenceOther", "profession", "professionOther",
  ],
  ["travelFrequency", "flightClass", "avgSpendPerTrip", "budget", "accommodationStyles", "interests"],
  ["memberships", "membershipsOther", "heardAboutUs", "heardAboutUsOther", "joinReason"],
  ["password", "confirmPassword", "isApproved", "isAdmin"],
];

function fromUser(user: User | null): Form {
  return {
    ...profileFormFromUser(user),
    password: "",
    confirmPassword: "",
    isApproved: user?.isApproved ?? true,
    isAdmin: user?.isAdmin ?? false,
  };
}

function toFields(form: Form) {
  return { ...profilePayload(form), isApproved: form.isApproved, isAdmin: form.isAdmin };
}

/**
 * The wizard's rules: the contract's for the payload it sends (createUserInput for a new user,
 * userPatch for an edit: what the server checks), plus the new password typed twice.
 */
export function validateWizard(form: Form, creating: boolean): Errors {
  const errors = creating
    ? contractErrors<Form>(createUserInput, { ...toFields(form), password: form.password })
    : contractErrors<Form>(userPatch, toFields(form));
  if (creating && form.password && form.password !== form.confirmPassword) errors.confirmPassword = "Passwords do not match";
  return errors;
}

/** The errors of one step's fields (step 1: name and email required; step 4: a new user's password). */
export function validateStep(step: number, form: Form, creating: boolean): Errors {
  const all = validateWizard(form, creating);
  return Object.fromEntries(STEP_FIELDS[step].filter((field) => all[field]).map((field) => [field, all[field]]));
}

/** The first step with an error, or -1. */
function firstStepWithError(errors: Errors): number {
  return STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
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
    const found = validateWizard(form, creating);
    setErrors(found);
    const stepWithError = firstStepWithError(found);
    if (stepWithError !== -1) return setStep(stepWithError);
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
        <DisplayNameField value={form.displayName} name={form.name} onChange={set("displayName")} error={errors.displayName} />
        <TextField label="Email" required type="email" value={form.email} onChange={set("email")} error={errors.email} maxLength={254} />
        <TextField label="Mobile Number" type="tel" value={form.mobileNumber} onChange={set("mobileNumber")} error={errors.mobileNumber} maxLength={40} />
        {/* The wizard has no "Other" text for a typed nationality: the contract's rule for it shows here. */}
        <TextField label="Nationality" value={form.nationality} onChange={set("nationality")} error={errors.nationality ?? errors.nationalityOther} maxLength={200} />
        <div className="form-grid">
          <ProfileChoice
            field="countryOfResidence"
            label="Country of Residence"
            options={select(ADMIN_COUNTRIES, form.countryOfResidence)}
            placeholder="Select..."
            otherLabel="Specify country of residence"
            form={form} set={set} errors={errors}
          />
          <ProfileChoice
            field="profession"
            label="Profession"
            options={select(ADMIN_PROFESSIONS, form.profession)}
            placeholder="Select..."
            otherLabel="Specify profession"
            form={form} set={set} errors={errors}
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
          ? <TextField label="Other memberships" value={form.membershipsOther} onChange={set("membershipsOther")} error={errors.membershipsOther} maxLength={200} />
          : null}
        <ProfileChoice
          field="heardAboutUs"
          label="How did they hear about us?"
          options={select(ADMIN_HEARD_ABOUT_US, form.heardAboutUs)}
          placeholder="Select..."
          otherLabel="Specify how they heard about us"
          form={form} set={set} errors={errors}
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
