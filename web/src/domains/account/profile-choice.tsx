/**
 * A profile choice with its "Other" free text (nationality, country of residence, profession,
 * heard about us), bound to a form holding the profile fields. Shared by the application, the Edit
 * Profile modal and the admin user wizard.
 */
import type { FormErrors, ProfileForm } from "./profile-form.ts";
import type { Option } from "@contract/enum-labels.ts";
import { SelectWithOther } from "../../components/form-fields.tsx";

const OTHER_FIELD = {
  nationality: "nationalityOther",
  countryOfResidence: "countryOfResidenceOther",
  profession: "professionOther",
  heardAboutUs: "heardAboutUsOther",
} as const;

const OTHER_LABEL = {
  nationality: "Please specify your nationality",
  countryOfResidence: "Please specify your country of residence",
  profession: "Please specify your profession",
  heardAboutUs: "Please specify how you heard about us",
} as const;

type ChoiceKey = keyof typeof OTHER_FIELD | (typeof OTHER_FIELD)[keyof typeof OTHER_FIELD];
/** A field setter (see fieldSetter) of any form that holds the profile fields. */
export type ProfileSetter = (key: ChoiceKey) => (value: string) => void;

interface ProfileChoiceProps {
  field: keyof typeof OTHER_FIELD;
  label: string;
  options: Option[];
  form: ProfileForm;
  set: ProfileSetter;
  errors: FormErrors<ProfileForm>;
  required?: boolean;
  placeholder?: string;
  otherLabel?: string;
}

export function ProfileChoice({ field, label, options, form, set, errors, required, placeholder, otherLabel }: ProfileChoiceProps) {
  const other = OTHER_FIELD[field];
  return (
    <SelectWithOther
      label={label}
      required={required}
      placeholder={placeholder}
      value={form[field]}
      onChange={set(field)}
      options={options}
      other={form[other]}
      onOtherChange={set(other)}
      otherLabel={otherLabel ?? OTHER_LABEL[field]}
      otherError={errors[other]}
    />
  );
}
