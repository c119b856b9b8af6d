/**
 * The profile's fields, one component for the three screens that edit them: the membership
 * application, the Edit Profile modal and the admin user wizard. Each screen lays the parts out its
 * own way (fieldsets, tabs, steps) and gives its words (its message area's, in the page's
 * language) and its lists; the fields themselves, their bounds (the contract's LIMITS), the phone
 * field and the "Other" texts are the same everywhere.
 */
import type { Option } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import type { ReactNode } from "react";
import { ChipGroup, SelectField, TextField } from "../../components/form-fields.tsx";
import { DisplayNameField } from "./display-name-field.tsx";
import { ProfileChoice } from "./profile-choice.tsx";
import type { FormErrors, ProfileForm } from "./profile-form.ts";

/** The parts of the profile, in the order the screens show them. */
export type ProfilePart = "personal" | "travel" | "interests" | "memberships" | "about";

/** The screen's labels and hints; a hint left out is not shown. */
export interface ProfileWords {
  fullName: string;
  /** The display name in chat (staff only), and its hint given the first name used when it is empty. */
  displayName?: string;
  displayNameHint?(firstName: string | null): string;
  mobile: string;
  mobileHint?: string;
  nationality: string;
  /** The "Other" text's label, with a list of nationalities. */
  nationalityOther?: string;
  residence: string;
  residenceOther: string;
  profession: string;
  professionOther: string;
  frequency: string;
  flightClass: string;
  spend: string;
  budget?: string;
  accommodation: string;
  accommodationHint?: string;
  interests?: string;
  memberships: string;
  membershipsHint?: string;
  membershipsOther: string;
  heard: string;
  heardOther: string;
  joinReason: string;
  /** The empty first choice of each list ("Select..."); without it a list starts on its first item. */
  select?: string;
}

/** The choices of each list, labelled in the page's language. */
export interface ProfileLists {
  /** Without it the nationality is typed. */
  nationality?: Option[];
  countryOfResidence: Option[];
  profession: Option[];
  travelFrequency: Option[];
  flightClass: Option[];
  avgSpendPerTrip: Option[];
  /** Without it there is no budget field. */
  budget?: Option[];
  accommodationStyles: Option[];
  interests?: Option[];
  memberships: Option[];
  heardAboutUs: Option[];
}

type KeyOf<T> = { [K in keyof ProfileForm]: ProfileForm[K] extends T ? K : never }[keyof ProfileForm];

/** A field setter (fieldSetter) of any form holding the profile fields: texts and lists. */
export interface ProfileFieldSetter {
  (key: KeyOf<string>): (value: string) => void;
  (key: KeyOf<string[]>): (value: string[]) => void;
}

/** The personal lists with their words and their "Other" text's word (a list left out is not shown). */
const PERSONAL_CHOICES = [
  ["nationality", "nationality", "nationalityOther"],
  ["countryOfResidence", "residence", "residenceOther"],
  ["profession", "profession", "professionOther"],
] as const;

/** The travel lists, each with its word. */
const TRAVEL_CHOICES = [["travelFrequency", "frequency"], ["flightClass", "flightClass"], ["avgSpendPerTrip", "spend"]] as const;

/** An example of the phone numbers the rule takes, with its country code. */
const PHONE_EXAMPLE = "+971 50 123 4567";

interface ProfileFieldsProps {
  part: ProfilePart;
  form: ProfileForm;
  set: ProfileFieldSetter;
  errors: FormErrors<ProfileForm>;
  words: ProfileWords;
  lists: ProfileLists;
  /** The application's: the mobile number and every list must be answered (marked with an asterisk). */
  required?: boolean;
  /** The profile is the person's own, so the browser may fill in their name and number (not for staff entering someone). */
  own?: boolean;
  /** Personal: the screen's email field (with or without a code to verify it). */
  email?: ReactNode;
  /** Memberships: the screen's own change of the choices (the application's "None of the above" excludes the rest). */
  onMembershipsChange?(memberships: string[]): void;
}

export function ProfileFields(props: ProfileFieldsProps) {
  const { part, form, set, errors, words, lists, required, own } = props;
  const choice = { form, set, errors, required, placeholder: words.select };
  switch (part) {
    case "personal":
      return (
        <>
          <TextField
            label={words.fullName}
            required
            autoComplete={own ? "name" : "off"}
            value={form.name}
            onChange={set("name")}
            error={errors.name}
            maxLength={LIMITS.shortText}
          />
          {words.displayName && words.displayNameHint
            ? (
              <DisplayNameField
                value={form.displayName}
                name={form.name}
                onChange={set("displayName")}
                error={errors.displayName}
                label={words.displayName}
                hint={words.displayNameHint}
              />
            )
            : null}
          {props.email}
          <TextField
            label={words.mobile}
            required={required}
            type="tel"
            autoComplete={own ? "tel" : "off"}
            placeholder={PHONE_EXAMPLE}
            value={form.mobileNumber}
            onChange={set("mobileNumber")}
            error={errors.mobileNumber}
            hint={words.mobileHint}
            maxLength={LIMITS.phone}
          />
          {lists.nationality
            ? null
            : (
              // Typed, it has no "Other" text: the contract's rule for that text shows here.
              <TextField
                label={words.nationality}
                value={form.nationality}
                onChange={set("nationality")}
                error={errors.nationality ?? errors.nationalityOther}
                maxLength={LIMITS.shortText}
              />
            )}
          <div className="form-grid">
            {PERSONAL_CHOICES.map(([field, word, otherWord]) => {
              const options = lists[field];
              return options
                ? <ProfileChoice key={field} field={field} label={words[word]} otherLabel={words[otherWord]} options={options} {...choice} />
                : null;
            })}
          </div>
        </>
      );
    case "travel":
      return (
        <>
          <div className="form-grid">
            {TRAVEL_CHOICES.map(([field, word]) => (
              <SelectField
                key={field}
                label={words[word]}
                required={required}
                value={form[field]}
                onChange={set(field)}
                options={lists[field]}
                placeholder={words.select}
              />
            ))}
            {lists.budget && words.budget
              ? <SelectField label={words.budget} value={form.budget} onChange={set("budget")} options={lists.budget} placeholder={words.select} />
              : null}
          </div>
          <ChipGroup
            label={words.accommodation}
            required={required}
            options={lists.accommodationStyles}
            selected={form.accommodationStyles}
            onChange={set("accommodationStyles")}
            error={errors.accommodationStyles}
            hint={words.accommodationHint}
          />
        </>
      );
    case "interests":
      return lists.interests && words.interests
        ? <ChipGroup label={words.interests} options={lists.interests} selected={form.interests} onChange={set("interests")} />
        : null;
    case "memberships":
      return (
        <>
          <ChipGroup
            label={words.memberships}
            required={required}
            options={lists.memberships}
            selected={form.memberships}
            onChange={props.onMembershipsChange ?? set("memberships")}
            error={errors.memberships}
            hint={words.membershipsHint}
          />
          {form.memberships.includes("Other")
            ? (
              <TextField
                label={words.membershipsOther}
                required
                value={form.membershipsOther}
                onChange={set("membershipsOther")}
                error={errors.membershipsOther}
                maxLength={LIMITS.shortText}
              />
            )
            : null}
        </>
      );
    case "about":
      return (
        <>
          <ProfileChoice field="heardAboutUs" label={words.heard} otherLabel={words.heardOther} options={lists.heardAboutUs} {...choice} />
          <TextField label={words.joinReason} multiline value={form.joinReason} onChange={set("joinReason")} maxLength={LIMITS.longText} />
        </>
      );
  }
}
