import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, FLIGHT_CLASSES, HEARD_ABOUT_US, INTERESTS, MEMBERSHIP_CHIPS,
  NATIONALITIES, PROFESSIONS, PROFILE_BUDGETS, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import type { Option } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import { type User, userPatch } from "@contract/user.ts";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { ChipGroup, SelectField, TextField } from "../../../components/form-fields.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { DisplayNameField } from "../../../domains/account/display-name-field.tsx";
import { ProfileChoice } from "../../../domains/account/profile-choice.tsx";
import { contractErrors, inFormOrder } from "../../../domains/account/profile-errors.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";
import { useMemberErrors, useMemberFailure, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { type EmailState, EmailVerification } from "./email-verification.tsx";

type TabKey = "personal" | "travel" | "interests";

/** The form's own rule's text (English; the member reads its `error.verifyNew` translation). */
const VERIFY_NEW_EMAIL = "Please verify your new email address using OTP.";

type Form = ProfileForm;
type Errors = FormErrors<Form>;

const TAB_OF: Record<keyof Form, TabKey> = {
  name: "personal", displayName: "personal", email: "personal", mobileNumber: "personal", nationality: "personal", nationalityOther: "personal",
  countryOfResidence: "personal", countryOfResidenceOther: "personal", profession: "personal", professionOther: "personal",
  travelFrequency: "travel", flightClass: "travel", avgSpendPerTrip: "travel", budget: "travel", accommodationStyles: "travel",
  interests: "interests", memberships: "interests", membershipsOther: "interests", heardAboutUs: "interests",
  heardAboutUsOther: "interests", joinReason: "interests",
};

/**
 * Edit profile: the contract's rules for a profile update (userPatch, what the server checks: name
 * and email required, a valid email and mobile number, "Other" choices with their text), plus a
 * changed email verified by code first.
 */
export function validateProfile(form: Form, email: { current: string; verified: boolean }): Errors {
  const errors = contractErrors<Form>(userPatch, profilePayload(form));
  if (!errors.email && form.email.trim().toLowerCase() !== email.current.toLowerCase() && !email.verified) {
    errors.email = VERIFY_NEW_EMAIL;
  }
  return inFormOrder(form, errors);
}

/** A list's values plus any stored ones outside it (set elsewhere, e.g. by an administrator), with what a member reads for each. */
function withStored(values: readonly string[], stored: string[], label: (value: string) => string): Option[] {
  return [...values, ...stored.filter((s) => s && !values.includes(s))].map((value) => ({ value, label: label(value) }));
}

interface EditProfileModalProps {
  user: User;
  open: boolean;
  onClose(): void;
  onSaved(user: User): void;
}

/** "Edit Profile": tabs Personal Info, Travel Preferences, Interests. Nothing is sent while errors exist. */
export function EditProfileModal({ user, open, onClose, onSaved }: EditProfileModalProps) {
  const t = useMemberT();
  return (
    <Modal open={open} onClose={onClose} title={t("edit.title")} size="lg">
      {open ? <EditProfileForm user={user} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditProfileForm({ user, onClose, onSaved }: Omit<EditProfileModalProps, "open">) {
  const [form, setForm] = useState<Form>(() => profileFormFromUser(user));
  const [found, setErrors] = useState<Errors>({});
  const errors = useMemberErrors()(found);
  const t = useMemberT();
  const failed = useMemberFailure();
  const label = useMemberOptionLabel();
  const [tab, setTab] = useState<TabKey>("personal");
  const [emailState, setEmailState] = useState<EmailState>("idle");
  const save = useUpdateProfile(user.id, (saved) => {
    onSaved(saved);
    onClose();
  });
  const set = fieldSetter(setForm);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateProfile(form, { current: user.email, verified: emailState === "verified" });
    setErrors(problems);
    const first = Object.keys(problems)[0] as keyof Form | undefined;
    if (first) {
      setTab(TAB_OF[first] ?? tab);
      return;
    }
    save.mutate(profilePayload(form));
  }

  const flagged = (key: TabKey) => Object.keys(errors).some((field) => TAB_OF[field as keyof Form] === key);
  const select = (values: readonly string[], current: string) => withStored(values, [current], label);
  const chipOptions = (values: readonly string[], selected: string[]) => withStored(values, selected, label);
  const errorCount = Object.keys(errors).length;

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <div aria-live="polite">
        {errorCount > 0 ? <p className="field__error">{t("edit.errors", { count: errorCount })}</p> : null}
      </div>
      {save.error ? <ErrorMessage>{failed(save.error, "edit.failed")}</ErrorMessage> : null}
      <Tabs<TabKey>
        label={t("edit.tabs")}
        flagLabel={t("edit.tabHasErrors")}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: "personal",
            label: t("edit.personal"),
            flagged: flagged("personal"),
            content: (
              <div className="form">
                <TextField label={t("profile.fullName")} required value={form.name} onChange={set("name")} error={errors.name} maxLength={LIMITS.shortText} />
                {user.isAdmin
                  ? (
                    <DisplayNameField
                      value={form.displayName}
                      name={form.name}
                      onChange={set("displayName")}
                      error={errors.displayName}
                      label={t("profile.displayName")}
                      hint={(firstName) => firstName ? t("profile.displayNameHintNamed", { name: firstName }) : t("profile.displayNameHint")}
                    />
                  )
                  : null}
                <EmailVerification
                  label={t("profile.email")}
                  email={form.email}
                  onEmailChange={set("email")}
                  state={emailState}
                  onStateChange={setEmailState}
                  error={errors.email}
                  unchangedEmail={user.email}
                />
                <TextField
                  label={t("profile.mobile")}
                  type="tel"
                  value={form.mobileNumber}
                  onChange={set("mobileNumber")}
                  error={errors.mobileNumber}
                  maxLength={LIMITS.phone}
                  hint={t("edit.mobileHint")}
                />
                <div className="form-grid">
                  <ProfileChoice
                    field="nationality"
                    label={t("profile.nationality")}
                    otherLabel={t("error.nationalityOther")}
                    options={select(NATIONALITIES, form.nationality)}
                    placeholder={t("register.select")}
                    form={form} set={set} errors={errors}
                  />
                  <ProfileChoice
                    field="countryOfResidence"
                    label={t("profile.residence")}
                    otherLabel={t("error.residenceOther")}
                    options={select(COUNTRIES_OF_RESIDENCE, form.countryOfResidence)}
                    placeholder={t("register.select")}
                    form={form} set={set} errors={errors}
                  />
                  <ProfileChoice
                    field="profession"
                    label={t("profile.profession")}
                    otherLabel={t("error.professionOther")}
                    options={select(PROFESSIONS, form.profession)}
                    placeholder={t("register.select")}
                    form={form} set={set} errors={errors}
                  />
                </div>
              </div>
            ),
          },
          {
            key: "travel",
            label: t("profile.travel"),
            flagged: flagged("travel"),
            content: (
              <div className="form">
                <div className="form-grid">
                  <SelectField label={t("profile.frequency")} value={form.travelFrequency} onChange={set("travelFrequency")} options={select(TRAVEL_FREQUENCIES, form.travelFrequency)} placeholder={t("register.select")} />
                  <SelectField label={t("profile.flightClass")} value={form.flightClass} onChange={set("flightClass")} options={select(FLIGHT_CLASSES, form.flightClass)} placeholder={t("register.select")} />
                  <SelectField label={t("profile.spend")} value={form.avgSpendPerTrip} onChange={set("avgSpendPerTrip")} options={select(AVG_SPEND, form.avgSpendPerTrip)} placeholder={t("register.select")} />
                  <SelectField label={t("profile.budget")} value={form.budget} onChange={set("budget")} options={select(PROFILE_BUDGETS, form.budget)} placeholder={t("register.select")} />
                </div>
                <ChipGroup
                  label={t("profile.accommodation")}
                  options={chipOptions(ACCOMMODATION_STYLES, form.accommodationStyles)}
                  selected={form.accommodationStyles}
                  onChange={set("accommodationStyles")}
                />
              </div>
            ),
          },
          {
            key: "interests",
            label: t("profile.interests"),
            flagged: flagged("interests"),
            content: (
              <div className="form">
                <ChipGroup label={t("profile.interests")} options={chipOptions(INTERESTS, form.interests)} selected={form.interests} onChange={set("interests")} />
                <ChipGroup
                  label={t("register.memberships")}
                  options={chipOptions([...MEMBERSHIP_CHIPS, "Other"], form.memberships)}
                  selected={form.memberships}
                  onChange={set("memberships")}
                />
                {form.memberships.includes("Other")
                  ? <TextField label={t("register.otherMemberships")} required value={form.membershipsOther} onChange={set("membershipsOther")} error={errors.membershipsOther} maxLength={LIMITS.shortText} />
                  : null}
                <ProfileChoice
                  field="heardAboutUs"
                  label={t("register.heard")}
                  otherLabel={t("error.heardOther")}
                  options={select(HEARD_ABOUT_US, form.heardAboutUs)}
                  placeholder={t("register.select")}
                  form={form} set={set} errors={errors}
                />
                <TextField label={t("profile.whyJoined")} multiline value={form.joinReason} onChange={set("joinReason")} maxLength={LIMITS.longText} />
              </div>
            ),
          },
        ]}
      />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>{t("edit.cancel")}</button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? t("settings.saving") : t("edit.save")}
        </button>
      </div>
    </form>
  );
}
