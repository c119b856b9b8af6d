import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, FLIGHT_CLASSES, HEARD_ABOUT_US, MEMBERSHIP_CHIPS, NATIONALITIES,
  NONE_OF_THE_ABOVE, PROFESSIONS, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { toOptions } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import { REGISTRATION_TEXTS, registerInput, type RegisterInput } from "@contract/user.ts";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { ChipGroup, SelectField, TextField } from "../../../components/form-fields.tsx";
import { ProfileChoice } from "../../../domains/account/profile-choice.tsx";
import { contractErrors, inFormOrder } from "../../../domains/account/profile-errors.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";
import { useRegister } from "../api/register.ts";
import { type EmailState, EmailVerification } from "./email-verification.tsx";

const MEMBERSHIP_OPTIONS = toOptions([...MEMBERSHIP_CHIPS, "Other", NONE_OF_THE_ABOVE]);

type Form = ProfileForm & { password: string; confirmPassword: string };
type Errors = FormErrors<Form>;

/** Every list starts on its first item (the profile lists; README: Decisions, Membership application lists). */
const initialForm: Form = {
  ...profileFormFromUser(null),
  nationality: NATIONALITIES[0],
  countryOfResidence: COUNTRIES_OF_RESIDENCE[0],
  profession: PROFESSIONS[0],
  travelFrequency: TRAVEL_FREQUENCIES[0],
  flightClass: FLIGHT_CLASSES[0],
  avgSpendPerTrip: AVG_SPEND[0],
  heardAboutUs: HEARD_ABOUT_US[0],
  password: "",
  confirmPassword: "",
};

/** How the application words a missing name or mobile number; every other problem is in the contract's words. */
const MISSING_TEXTS: Errors = {
  name: "Please enter your full name.",
  mobileNumber: "Please enter your mobile number with country code.",
};

/**
 * The membership application's rules, in the order the form shows them: the contract's
 * (registerInput, what the server checks), plus what only the form knows: the email verified by
 * code, an explicit membership choice ("None of the above" is sent as an empty list) and the
 * password typed twice.
 */
export function validateApplication(form: Form, emailVerified: boolean): Errors {
  const errors = contractErrors<Form>(registerInput, toRegistration(form), MISSING_TEXTS);
  if (!errors.email && !emailVerified) errors.email = REGISTRATION_TEXTS.verifyFirst;
  if (form.memberships.length === 0) errors.memberships = REGISTRATION_TEXTS.membershipsRequired;
  if (form.password && form.password !== form.confirmPassword) errors.confirmPassword = REGISTRATION_TEXTS.passwordsDiffer;
  return inFormOrder(form, errors);
}

/** The registration payload; the lists' values come from the contract's enumerations. isMobileVerified false. */
export function toRegistration(form: Form): RegisterInput {
  // An applicant has no chat signature yet: staff set their display name in their profile.
  const { preferences: _preferences, displayName: _displayName, ...fields } = profilePayload(form);
  return { ...fields, isMobileVerified: false, password: form.password } as RegisterInput;
}

/** "Elite Community Membership": the application with email verification (the address must be verified by code before the application is sent). */
export function RegistrationForm() {
  const [form, setForm] = useState<Form>(initialForm);
  const [emailState, setEmailState] = useState<EmailState>("idle");
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const register = useRegister();
  const doneRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const set = fieldSetter(setForm);

  function setMemberships(next: string[]) {
    // "None of the above" excludes every other choice, and the other way round.
    const addedNone = next.includes(NONE_OF_THE_ABOVE) && !form.memberships.includes(NONE_OF_THE_ABOVE);
    set("memberships")(addedNone ? [NONE_OF_THE_ABOVE] : next.filter((m) => m !== NONE_OF_THE_ABOVE || next.length === 1));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateApplication(form, emailState === "verified");
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    try {
      await register.mutateAsync(toRegistration(form));
      setSubmitted(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch {
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  if (submitted) {
    return (
      <div className="card registration-done" role="status" tabIndex={-1} ref={doneRef}>
        <h2>Application received</h2>
        <p>{REGISTRATION_TEXTS.thankYou}</p>
        <p>
          <Link to="/login" className="btn btn--primary">Go to Member Login</Link>
        </p>
      </div>
    );
  }

  const errorList = Object.values(errors);
  const canSubmit = form.accommodationStyles.length > 0 && form.memberships.length > 0 && !register.isPending;

  return (
    <form className="form card form--wide" onSubmit={submit} noValidate aria-busy={register.isPending}>
      <div ref={errorRef} tabIndex={-1} className="form__errors">
        {errorList.length > 0
          ? (
            <ErrorMessage title="Please check your application">
              {errorList[0]}
              {errorList.length > 1 ? ` (and ${errorList.length - 1} more below)` : ""}
            </ErrorMessage>
          )
          : null}
        {register.error ? <ErrorMessage>{register.error.message || "Registration failed"}</ErrorMessage> : null}
      </div>

      <fieldset className="form-section">
        <legend>Personal Information</legend>
        <TextField label="Full Name" required autoComplete="name" value={form.name} onChange={set("name")} error={errors.name} maxLength={200} />
        <EmailVerification
          email={form.email}
          onEmailChange={set("email")}
          state={emailState}
          onStateChange={setEmailState}
          error={errors.email}
        />
        <TextField
          label="Mobile Number (with country code)"
          required
          type="tel"
          autoComplete="tel"
          placeholder="+971 50 123 4567"
          value={form.mobileNumber}
          onChange={set("mobileNumber")}
          error={errors.mobileNumber}
          maxLength={40}
        />
        <div className="form-grid">
          <ProfileChoice
            field="nationality"
            label="Nationality"
            options={toOptions(NATIONALITIES)}
            required
            form={form} set={set} errors={errors}
          />
          <ProfileChoice
            field="countryOfResidence"
            label="Country of Residence"
            options={toOptions(COUNTRIES_OF_RESIDENCE)}
            required
            form={form} set={set} errors={errors}
          />
          <ProfileChoice
            field="profession"
            label="Profession"
            options={toOptions(PROFESSIONS)}
            required
            form={form} set={set} errors={errors}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Travel Profile</legend>
        <div className="form-grid">
          <SelectField label="Travel Frequency" required value={form.travelFrequency} onChange={set("travelFrequency")} options={toOptions(TRAVEL_FREQUENCIES)} />
          <SelectField label="Preferred Flight Class" required value={form.flightClass} onChange={set("flightClass")} options={toOptions(FLIGHT_CLASSES)} />
          <SelectField label="Average Spend per Trip" required value={form.avgSpendPerTrip} onChange={set("avgSpendPerTrip")} options={toOptions(AVG_SPEND)} />
        </div>
        <ChipGroup
          label="Preferred Accommodation Styles"
          required
          options={toOptions(ACCOMMODATION_STYLES)}
          selected={form.accommodationStyles}
          onChange={set("accommodationStyles")}
          error={errors.accommodationStyles}
          hint="Select at least one."
        />
        <ChipGroup
          label="Travel Memberships & Programs"
          required
          options={MEMBERSHIP_OPTIONS}
          selected={form.memberships}
          onChange={setMemberships}
          error={errors.memberships}
          hint="Select at least one option, or 'None of the above'."
        />
        {form.memberships.includes("Other")
          ? (
            <TextField
              label="Please specify other memberships"
              required
              value={form.membershipsOther}
              onChange={set("membershipsOther")}
              error={errors.membershipsOther}
              maxLength={200}
            />
          )
          : null}
      </fieldset>

      <fieldset className="form-section">
        <legend>About You</legend>
        <ProfileChoice
          field="heardAboutUs"
          label="How did you hear about us?"
          options={toOptions(HEARD_ABOUT_US)}
          required
          form={form} set={set} errors={errors}
        />
        <TextField
          label="Why would you like to join? (optional)"
          multiline
          value={form.joinReason}
          onChange={set("joinReason")}
          maxLength={LIMITS.longText}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>Account Security</legend>
        <div className="form-grid">
          <TextField
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set("password")}
            error={errors.password}
            hint={`At least ${LIMITS.passwordMin} characters.`}
          />
          <TextField
            label="Confirm Password"
            required
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set("confirmPassword")}
            error={errors.confirmPassword}
          />
        </div>
      </fieldset>

      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={!canSubmit}>
        {register.isPending ? "Submitting..." : "Submit Application"}
      </button>
      <p className="form__footnote">
        Already a member? <Link to="/login">Member Login</Link>
      </p>
    </form>
  );
}
