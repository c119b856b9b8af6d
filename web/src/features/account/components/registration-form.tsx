import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, FLIGHT_CLASSES, HEARD_ABOUT_US, MEMBERSHIP_CHIPS, NATIONALITIES,
  NONE_OF_THE_ABOVE, PROFESSIONS, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { REGISTRATION_TEXTS, registerInput, type RegisterInput } from "@contract/user.ts";
import { type FormEvent, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { TextField } from "../../../components/form-fields.tsx";
import { ProfileFields } from "../../../domains/account/profile-fields.tsx";
import { contractErrors, inFormOrder } from "../../../domains/account/profile-errors.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";
import { useMemberErrors, useMemberFailure, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { useRegister } from "../api/register.ts";
import { type EmailState, EmailVerification } from "./email-verification.tsx";
import { memberProfileWords } from "./member-profile-words.ts";

const MEMBERSHIPS = [...MEMBERSHIP_CHIPS, "Other", NONE_OF_THE_ABOVE];

type Form = ProfileForm & { password: string; confirmPassword: string };
type Errors = FormErrors<Form>;

/** Every list starts on its first item (the profile lists; docs/decisions/031-membership-application-lists.md). */
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
  const [found, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const register = useRegister();
  const doneRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const t = useMemberT();
  const failed = useMemberFailure();
  const label = useMemberOptionLabel();
  const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
  const errors = useMemberErrors()(found);
  const words = {
    ...memberProfileWords(t),
    mobile: t("register.mobile"),
    accommodation: t("register.accommodation"),
    accommodationHint: t("register.atLeastOne"),
    membershipsHint: t("register.membershipsHint"),
    joinReason: t("register.why"),
  };
  // Every list starts on its first item: no empty first choice.
  const lists = {
    nationality: toOptions(NATIONALITIES),
    countryOfResidence: toOptions(COUNTRIES_OF_RESIDENCE),
    profession: toOptions(PROFESSIONS),
    travelFrequency: toOptions(TRAVEL_FREQUENCIES),
    flightClass: toOptions(FLIGHT_CLASSES),
    avgSpendPerTrip: toOptions(AVG_SPEND),
    accommodationStyles: toOptions(ACCOMMODATION_STYLES),
    memberships: toOptions(MEMBERSHIPS),
    heardAboutUs: toOptions(HEARD_ABOUT_US),
  };

  const set = fieldSetter(setForm);

  function setMemberships(next: string[]) {
    // "None of the above" excludes every other choice, and the other way round.
    const addedNone = next.includes(NONE_OF_THE_ABOVE) && !form.memberships.includes(NONE_OF_THE_ABOVE);
    set("memberships")(addedNone ? [NONE_OF_THE_ABOVE] : next.filter((m) => m !== NONE_OF_THE_ABOVE || next.length === 1));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateApplication(form, emailState === "verified");
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
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
        <h2>{t("register.received")}</h2>
        <p>{t("register.thankYou")}</p>
        <p>
          <Link to="/login" className="btn btn--primary">{t("register.toLogin")}</Link>
        </p>
      </div>
    );
  }

  const fields = { form, set, errors, words, lists, required: true, own: true } as const;
  const errorList = Object.values(errors);
  const canSubmit = form.accommodationStyles.length > 0 && form.memberships.length > 0 && !register.isPending;

  return (
    <form className="form card form--wide" onSubmit={submit} noValidate aria-busy={register.isPending}>
      <div ref={errorRef} tabIndex={-1} className="form__errors">
        {errorList.length > 0
          ? (
            <ErrorMessage title={t("register.check")}>
              {errorList[0]}
              {errorList.length > 1 ? t("register.more", { count: errorList.length - 1 }) : ""}
            </ErrorMessage>
          )
          : null}
        {register.error ? <ErrorMessage>{failed(register.error, "register.failed")}</ErrorMessage> : null}
      </div>

      <fieldset className="form-section">
        <legend>{t("register.personal")}</legend>
        <ProfileFields
          part="personal"
          {...fields}
          email={<EmailVerification email={form.email} onEmailChange={set("email")} state={emailState} onStateChange={setEmailState} error={errors.email} />}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t("register.travel")}</legend>
        <ProfileFields part="travel" {...fields} />
        <ProfileFields part="memberships" {...fields} onMembershipsChange={setMemberships} />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t("register.about")}</legend>
        <ProfileFields part="about" {...fields} />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t("register.security")}</legend>
        <div className="form-grid">
          <TextField
            label={t("login.password")}
            required
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set("password")}
            error={errors.password}
            hint={t("password.hint", { min: LIMITS.passwordMin })}
          />
          <TextField
            label={t("register.confirmPassword")}
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
        {register.isPending ? t("register.submitting") : t("register.submit")}
      </button>
      <p className="form__footnote">
        {rich(t("register.already"), [(text) => <Link to="/login">{text}</Link>])}
      </p>
    </form>
  );
}
