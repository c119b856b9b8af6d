/** A complete membership application as the form holds it, for the form's tests. */
import { profileFormFromUser } from "../../../domains/account/profile-form.ts";

export const completeApplication = {
  ...profileFormFromUser(null),
  name: " Layla Haddad ",
  email: "layla@example.com",
  mobileNumber: "+971 50 123 4567",
  nationality: "Other",
  nationalityOther: " Emirati ",
  countryOfResidence: "United Kingdom",
  profession: "Entrepreneur",
  travelFrequency: "frequently",
  flightClass: "first",
  avgSpendPerTrip: "over-50k",
  heardAboutUs: "referral",
  accommodationStyles: ["Yachts"],
  memberships: ["None of the above"],
  password: "secret-1",
  confirmPassword: "secret-1",
};
