import {
  ACCOMMODATION_STYLES, ADMIN_BUDGETS, ADMIN_COUNTRIES, ADMIN_HEARD_ABOUT_US, ADMIN_INTERESTS, ADMIN_MEMBERSHIPS,
  ADMIN_PROFESSIONS, AVG_SPEND, FLIGHT_CLASSES, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { toOptions, withCurrent } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import { type CreateUserInput, createUserInput, type User, type UserPatch, userPatch } from "@contract/user.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { CheckboxField, TextField } from "../../../components/form-fields.tsx";
import { ProfileFields } from "../../../domains/account/profile-fields.tsx";
import { contractErrors } from "../../../domains/account/profile-errors.ts";
import { type DeskKey, useDeskErrors, useDeskT } from "../../../i18n/areas/desk.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";

export const WIZARD_STEPS = ["Basic Information", "Travel Preferences", "Background Information", "Account Security"] as const;
/** The steps' titles in the page's language, in the order of WIZARD_STEPS. */
const STEP_TITLES: readonly DeskKey[] = ["wizard.step.0", "wizard.step.1", "wizard.step.2", "wizard.step.3"];

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
  const t = useDeskT();
  const creating = user === null;
  const [form, setForm] = useState<Form>(() => fromUser(user));
  const [step, setStep] = useState(0);
  const [found, setErrors] = useState<Errors>({});
  // Shown in the page's language; `found` keeps the contract's English (validateWizard's).
  const errors = useDeskErrors()(found);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const set = fieldSetter(setForm);
  const select = (values: readonly string[], current: string) => withCurrent(toOptions(values), current);
  const fields = {
    form,
    set,
    errors,
    words: {
      fullName: t("wizard.name"),
      displayName: t("wizard.displayName"),
      displayNameHint: (firstName: string | null) =>
        firstName ? t("wizard.displayNameHintNamed", { name: firstName }) : t("wizard.displayNameHint"),
      mobile: t("wizard.mobile"),
      nationality: t("wizard.nationality"),
      residence: t("wizard.country"),
      residenceOther: t("wizard.countryOther"),
      profession: t("wizard.profession"),
      professionOther: t("wizard.professionOther"),
      frequency: t("wizard.travelFrequency"),
      flightClass: t("wizard.flightClass"),
      spend: t("wizard.avgSpend"),
      budget: t("wizard.budget"),
      accommodation: t("wizard.accommodation"),
      interests: t("wizard.interests"),
      memberships: t("wizard.memberships"),
      membershipsOther: t("wizard.membershipsOther"),
      heard: t("wizard.heardAboutUs"),
      heardOther: t("wizard.heardOther"),
      joinReason: t("wizard.joinReason"),
      select: t("wizard.select"),
    },
    // No list of nationalities: staff type it.
    lists: {
      countryOfResidence: select(ADMIN_COUNTRIES, form.countryOfResidence),
      profession: select(ADMIN_PROFESSIONS, form.profession),
      travelFrequency: select(TRAVEL_FREQUENCIES, form.travelFrequency),
      flightClass: select(FLIGHT_CLASSES, form.flightClass),
      avgSpendPerTrip: select(AVG_SPEND, form.avgSpendPerTrip),
      budget: select(ADMIN_BUDGETS, form.budget),
      accommodationStyles: toOptions(ACCOMMODATION_STYLES),
      interests: toOptions(ADMIN_INTERESTS),
      memberships: toOptions(ADMIN_MEMBERSHIPS),
      heardAboutUs: select(ADMIN_HEARD_ABOUT_US, form.heardAboutUs),
    },
  } as const;

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

  /**
   * Next, and Enter in a field of steps 1-3 (Next is then the form's default button), go to the next
   * step; only the last step's own button saves. Each button has its own key, so the Next pressed on
   * step 3 is never the same element as the save button of step 4 (React would otherwise turn the
   * pressed button into a submit button before the browser acts on the press, and save).
   */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < WIZARD_STEPS.length - 1) {
      next();
      return;
    }
    if ((event.nativeEvent as SubmitEvent).submitter?.dataset.wizardSave === undefined) return;
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
      <ol className="wizard__progress" aria-label={t("wizard.progress")}>
        {WIZARD_STEPS.map((title, i) => (
          <li
            key={title}
            className={`wizard__step${i === step ? " wizard__step--current" : ""}${i < step ? " wizard__step--done" : ""}`}
            aria-current={i === step ? "step" : undefined}
          >
            <span className="wizard__step-number" aria-hidden="true">{i + 1}</span>
            <span className="wizard__step-title">{t(STEP_TITLES[i])}</span>
          </li>
        ))}
      </ol>
      <h3 className="wizard__heading" tabIndex={-1} ref={headingRef}>
        {t("wizard.heading", { step: step + 1, count: WIZARD_STEPS.length, title: t(STEP_TITLES[step]) })}
      </h3>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      <div hidden={step !== 0} className="form wizard__panel">
        <ProfileFields
          part="personal"
          {...fields}
          email={<TextField label={t("wizard.email")} required type="email" value={form.email} onChange={set("email")} error={errors.email} maxLength={LIMITS.email} />}
        />
      </div>

      <div hidden={step !== 1} className="form wizard__panel">
        <ProfileFields part="travel" {...fields} />
        <ProfileFields part="interests" {...fields} />
      </div>

      <div hidden={step !== 2} className="form wizard__panel">
        <ProfileFields part="memberships" {...fields} />
        <ProfileFields part="about" {...fields} />
      </div>

      <div hidden={step !== 3} className="form wizard__panel">
        {creating
          ? (
            <div className="form-grid">
              <TextField label={t("wizard.password")} required type="password" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password} />
              <TextField label={t("wizard.confirmPassword")} required type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set("confirmPassword")} error={errors.confirmPassword} />
            </div>
          )
          : null}
        <CheckboxField label={t("wizard.approved")} checked={form.isApproved} onChange={set("isApproved")} />
        <CheckboxField
          label={t("wizard.administrator")}
          checked={form.isAdmin}
          onChange={set("isAdmin")}
          disabled={lastAdmin && form.isAdmin}
          hint={lastAdmin ? t("users.lastAdminStays") : undefined}
        />
      </div>

      <div className="form__actions wizard__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t("desk.cancel")}</button>
        <span className="wizard__spacer" />
        <button type="button" className="btn btn--secondary" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          {t("wizard.previous")}
        </button>
        {step < WIZARD_STEPS.length - 1
          ? <button key="next" type="submit" className="btn btn--primary">{t("wizard.next")}</button>
          : (
            <button key="save" type="submit" className="btn btn--primary" disabled={saving} data-wizard-save="">
              {saving ? t("wizard.saving") : creating ? t("wizard.create") : t("wizard.update")}
            </button>
          )}
      </div>
    </form>
  );
}
