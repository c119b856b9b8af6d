/**
 * The profile fields as a form edits them, shared by the membership application, the Edit Profile
 * modal and the admin user wizard: one shape, one conversion from a user, one payload builder.
 * The rules the payload must keep are the contract's (see profile-errors.ts).
 */
import { NONE_OF_THE_ABOVE } from "@contract/enums.ts";
import type { User } from "@contract/user.ts";

export type ProfileForm = {
  name: string;
  /** The name staff show travellers in the chat; empty means their first name. */
  displayName: string;
  email: string;
  mobileNumber: string;
  nationality: string;
  nationalityOther: string;
  countryOfResidence: string;
  countryOfResidenceOther: string;
  profession: string;
  professionOther: string;
  travelFrequency: string;
  flightClass: string;
  avgSpendPerTrip: string;
  budget: string;
  accommodationStyles: string[];
  interests: string[];
  memberships: string[];
  membershipsOther: string;
  heardAboutUs: string;
  heardAboutUsOther: string;
  joinReason: string;
};

export type FormErrors<F> = Partial<Record<keyof F, string>>;

export function profileFormFromUser(user: User | null): ProfileForm {
  return {
    name: user?.name ?? "",
    displayName: user?.displayName ?? "",
    email: user?.email ?? "",
    mobileNumber: user?.mobileNumber ?? "",
    nationality: user?.nationality ?? "",
    nationalityOther: user?.nationalityOther ?? "",
    countryOfResidence: user?.countryOfResidence ?? "",
    countryOfResidenceOther: user?.countryOfResidenceOther ?? "",
    profession: user?.profession ?? "",
    professionOther: user?.professionOther ?? "",
    travelFrequency: user?.travelFrequency ?? "",
    flightClass: user?.flightClass ?? "",
    avgSpendPerTrip: user?.avgSpendPerTrip ?? "",
    budget: user?.preferences.budget ?? "",
    accommodationStyles: user?.accommodationStyles ?? [],
    interests: user?.preferences.interests ?? [],
    memberships: user?.memberships ?? [],
    membershipsOther: user?.membershipsOther ?? "",
    heardAboutUs: user?.heardAboutUs ?? "",
    heardAboutUsOther: user?.heardAboutUsOther ?? "",
    joinReason: user?.joinReason ?? "",
  };
}

const isOther = (choice: string) => choice.toLowerCase() === "other";

/**
 * The payload: texts trimmed, "Other" texts only with an "Other" choice,
 * "None of the above" sends no memberships, blank membership entries dropped.
 */
export function profilePayload(form: ProfileForm) {
  const other = (choice: string, text: string) => (isOther(choice) ? text.trim() : "");
  const memberships = form.memberships.includes(NONE_OF_THE_ABOVE) ? [] : form.memberships.map((m) => m.trim()).filter(Boolean);
  return {
    name: form.name.trim(),
    displayName: form.displayName.trim(),
    email: form.email.trim(),
    mobileNumber: form.mobileNumber.trim(),
    nationality: form.nationality.trim(),
    nationalityOther: other(form.nationality, form.nationalityOther),
    countryOfResidence: form.countryOfResidence,
    countryOfResidenceOther: other(form.countryOfResidence, form.countryOfResidenceOther),
    profession: form.profession,
    professionOther: other(form.profession, form.professionOther),
    travelFrequency: form.travelFrequency,
    flightClass: form.flightClass,
    avgSpendPerTrip: form.avgSpendPerTrip,
    accommodationStyles: form.accommodationStyles,
    memberships,
    membershipsOther: memberships.includes("Other") ? form.membershipsOther.trim() : "",
    heardAboutUs: form.heardAboutUs,
    heardAboutUsOther: other(form.heardAboutUs, form.heardAboutUsOther),
    joinReason: form.joinReason.trim(),
    preferences: { interests: form.interests, budget: form.budget },
  };
}

/** A setter per field: `set("name")(value)`. */
export function fieldSetter<F>(setForm: (update: (form: F) => F) => void) {
  return <K extends keyof F>(key: K) => (value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
}
