import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, FLIGHT_CLASSES, HEARD_ABOUT_US, INTERESTS, MEMBERSHIP_CHIPS,
  NATIONALITIES, PROFESSIONS, PROFILE_BUDGETS, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import { type Option, toOptions, withCurrent } from "@contract/enum-labels.ts";
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
import { useUpdateProfile } from "../api/update-profile.ts";
import { type EmailState, EmailVerification } from "./email-verification.tsx";

type TabKey = "personal" | "travel" | "interests";

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
    errors.email = "Please verify your new email address using OTP.";
  }
  return inFormOrder(form, errors);
}

/** Chips for a list plus any stored values outside it (set elsewhere, e.g. by an administrator). */
function chipOptions(values: readonly string[], selected: string[]): Option[] {
  return toOptions([...values, ...selected.filter((s) => !values.includes(s))]);
}

interface EditProfileModalProps {
  user: User;
  open: boolean;
  onClose(): void;
  onSaved(user: User): void;
}

/** "Edit Profile": tabs Personal Info, Travel Preferences, Interests. Nothing is sent while errors exist. */
export function EditProfileModal({ user, open, onClose, onSaved }: EditProfileModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile" size="lg">
      {open ? <EditProfileForm user={user} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditProfileForm({ user, onClose, onSaved }: Omit<EditProfileModalProps, "open">) {
  const [form, setForm] = useState<Form>(() => profileFormFromUser(user));
  const [errors, setErrors] = useState<Errors>({});
  const [tab, setTab] = useState<TabKey>("personal");
  const [emailState, setEmailState] = useState<EmailState>("idle");
  const save = useUpdateProfile(user.id, (saved) => {
    onSaved(saved);
    onClose();
  });
  const set = fieldSetter(setForm);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(form, { current: user.email, verified: emailState === "verified" });
    setErrors(found);
    const first = Object.keys(found)[0] as keyof Form | undefined;
    if (first) {
      setTab(TAB_OF[first] ?? tab);
      return;
    }
    save.mutate(profilePayload(form));
  }

  const flagged = (key: TabKey) => Object.keys(errors).some((field) => TAB_OF[field as keyof Form] === key);
  const select = (values: readonly string[], current: string) => withCurrent(toOptions(values), current);
  const errorCount = Object.keys(errors).length;

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <div aria-live="polite">
        {errorCount > 0 ? <p className="field__error">Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.</p> : null}
      </div>
      {save.error ? <ErrorMessage>{save.error.message || "Failed to update profile"}</ErrorMessage> : null}
      <Tabs<TabKey>
        label="Profile sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: "personal",
            label: "Personal Info",
            flagged: flagged("personal"),
            content: (
              <div className="form">
                <TextField label="Full Name" required value={form.name} onChange={set("name")} error={errors.name} maxLength={200} />
                {user.isAdmin
                  ? <DisplayNameField value={form.displayName} name={form.name} onChange={set("displayName")} error={errors.displayName} />
                  : null}
                <EmailVerification
                  label="Email"
                  email={form.email}
                  onEmailChange={set("email")}
                  state={emailState}
                  onStateChange={setEmailState}
                  error={errors.email}
                  unchangedEmail={user.email}
                />
                <TextField
                  label="Mobile Number"
                  type="tel"
                  value={form.mobileNumber}
                  onChange={set("mobileNumber")}
                  error={errors.mobileNumber}
                  maxLength={40}
                  hint="Digits, spaces, dashes and brackets, with an optional leading +."
                />
                <div className="form-grid">
                  <ProfileChoice
                    field="nationality"
                    label="Nationality"
                    options={select(NATIONALITIES, form.nationality)}
                    placeholder="Select..."
                    form={form} set={set} errors={errors}
                  />
                  <ProfileChoice
                    field="countryOfResidence"
                    label="Country of Residence"
                    options={select(COUNTRIES_OF_RESIDENCE, form.countryOfResidence)}
                    placeholder="Select..."
                    form={form} set={set} errors={errors}
                  />
                  <ProfileChoice
                    field="profession"
                    label="Profession"
                    options={select(PROFESSIONS, form.profession)}
                    placeholder="Select..."
                    form={form} set={set} errors={errors}
                  />
                </div>
              </div>
            ),
          },
          {
            key: "travel",
            label: "Travel Preferences",
            flagged: flagged("travel"),
            content: (
              <div className="form">
                <div className="form-grid">
                  <SelectField label="Travel Frequency" value={form.travelFrequency} onChange={set("travelFrequency")} options={select(TRAVEL_FREQUENCIES, form.travelFrequency)} placeholder="Select..." />
                  <SelectField label="Preferred Flight Class" value={form.flightClass} onChange={set("flightClass")} options={select(FLIGHT_CLASSES, form.flightClass)} placeholder="Select..." />
                  <SelectField label="Average Spend per Trip" value={form.avgSpendPerTrip} onChange={set("avgSpendPerTrip")} options={select(AVG_SPEND, form.avgSpendPerTrip)} placeholder="Select..." />
                  <SelectField label="Budget" value={form.budget} onChange={set("budget")} options={select(PROFILE_BUDGETS, form.budget)} placeholder="Select..." />
                </div>
                <ChipGroup
                  label="Accommodation Styles"
                  options={chipOptions(ACCOMMODATION_STYLES, form.accommodationStyles)}
                  selected={form.accommodationStyles}
                  onChange={set("accommodationStyles")}
                />
              </div>
            ),
          },
          {
            key: "interests",
            label: "Interests",
            flagged: flagged("interests"),
            content: (
              <div className="form">
                <ChipGroup label="Interests" options={chipOptions(INTERESTS, form.interests)} selected={form.interests} onChange={set("interests")} />
                <ChipGroup
                  label="Travel Memberships & Programs"
                  options={chipOptions([...MEMBERSHIP_CHIPS, "Other"], form.memberships)}
                  selected={form.memberships}
                  onChange={set("memberships")}
                />
                {form.memberships.includes("Other")
                  ? <TextField label="Please specify other memberships" required value={form.membershipsOther} onChange={set("membershipsOther")} error={errors.membershipsOther} maxLength={200} />
                  : null}
                <ProfileChoice
                  field="heardAboutUs"
                  label="How did you hear about us?"
                  options={select(HEARD_ABOUT_US, form.heardAboutUs)}
                  placeholder="Select..."
                  form={form} set={set} errors={errors}
                />
                <TextField label="Why I Joined" multiline value={form.joinReason} onChange={set("joinReason")} maxLength={LIMITS.longText} />
              </div>
            ),
          },
        ]}
      />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </form>
  );
}
