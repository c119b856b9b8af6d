import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, FLIGHT_CLASSES, HEARD_ABOUT_US, INTERESTS, MEMBERSHIP_CHIPS,
  NATIONALITIES, PROFESSIONS, PROFILE_BUDGETS, TRAVEL_FREQUENCIES,
} from "@contract/enums.ts";
import type { Option } from "@contract/enum-labels.ts";
import { type User, userPatch } from "@contract/user.ts";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { ProfileFields } from "../../../domains/account/profile-fields.tsx";
import { contractErrors, inFormOrder } from "../../../domains/account/profile-errors.ts";
import { fieldSetter, type FormErrors, type ProfileForm, profileFormFromUser, profilePayload } from "../../../domains/account/profile-form.ts";
import { useMemberErrors, useMemberFailure, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { type EmailState, EmailVerification } from "./email-verification.tsx";
import { memberProfileWords } from "./member-profile-words.ts";

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
  const lists = {
    nationality: select(NATIONALITIES, form.nationality),
    countryOfResidence: select(COUNTRIES_OF_RESIDENCE, form.countryOfResidence),
    profession: select(PROFESSIONS, form.profession),
    travelFrequency: select(TRAVEL_FREQUENCIES, form.travelFrequency),
    flightClass: select(FLIGHT_CLASSES, form.flightClass),
    avgSpendPerTrip: select(AVG_SPEND, form.avgSpendPerTrip),
    budget: select(PROFILE_BUDGETS, form.budget),
    accommodationStyles: chipOptions(ACCOMMODATION_STYLES, form.accommodationStyles),
    interests: chipOptions(INTERESTS, form.interests),
    memberships: chipOptions([...MEMBERSHIP_CHIPS, "Other"], form.memberships),
    heardAboutUs: select(HEARD_ABOUT_US, form.heardAboutUs),
  };
  const words = {
    ...memberProfileWords(t),
    mobileHint: t("edit.mobileHint"),
    select: t("register.select"),
    // Staff sign their chat replies with it.
    ...(user.isAdmin
      ? {
        displayName: t("profile.displayName"),
        displayNameHint: (firstName: string | null) =>
          firstName ? t("profile.displayNameHintNamed", { name: firstName }) : t("profile.displayNameHint"),
      }
      : {}),
  };
  const fields = { form, set, errors, words, lists, own: true } as const;

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
                <ProfileFields
                  part="personal"
                  {...fields}
                  email={
                    <EmailVerification
                      label={t("profile.email")}
                      email={form.email}
                      onEmailChange={set("email")}
                      state={emailState}
                      onStateChange={setEmailState}
                      error={errors.email}
                      unchangedEmail={user.email}
                    />
                  }
                />
              </div>
            ),
          },
          {
            key: "travel",
            label: t("profile.travel"),
            flagged: flagged("travel"),
            content: (
              <div className="form">
                <ProfileFields part="travel" {...fields} />
              </div>
            ),
          },
          {
            key: "interests",
            label: t("profile.interests"),
            flagged: flagged("interests"),
            content: (
              <div className="form">
                <ProfileFields part="interests" {...fields} />
                <ProfileFields part="memberships" {...fields} />
                <ProfileFields part="about" {...fields} />
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
