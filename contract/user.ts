/** Users, their preferences and the account payloads (registration, edits, the admin wizard). */
import { z } from "zod";
import {
  ACCOMMODATION_STYLES, AVG_SPEND, COUNTRIES_OF_RESIDENCE, CURRENCIES, FLIGHT_CLASSES, HEARD_ABOUT_US, LANGUAGES,
  NATIONALITIES, NONE_OF_THE_ABOVE, PROFESSIONS, SESSION_TIMEOUTS, THEMES, TIMEZONES, TRAVEL_FREQUENCIES,
} from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { emailSchema, optionalPhoneNumber, optionalText, phoneNumber, requiredText } from "./fields.ts";

export const notificationSettings = z.object({
  email: z.boolean().default(true),
  sms: z.boolean().default(false),
  marketing: z.boolean().default(true),
  bookingUpdates: z.boolean().default(true),
  travelAlerts: z.boolean().default(true),
  newsletter: z.boolean().default(false),
});
export const generalSettings = z.object({
  language: z.enum(LANGUAGES).default("en"),
  currency: z.enum(CURRENCIES).default("USD"),
  timezone: z.enum(TIMEZONES).default("UTC"),
  theme: z.enum(THEMES).default("dark"),
});
export const securitySettings = z.object({
  twoFactorAuth: z.boolean().default(false),
  loginAlerts: z.boolean().default(true),
  sessionTimeout: z.enum(SESSION_TIMEOUTS).default("30"),
});
export const preferences = z.object({
  interests: z.array(z.string().max(LIMITS.shortText)).max(LIMITS.listItems).default([]),
  budget: z.string().max(LIMITS.shortText).default(""),
  notifications: notificationSettings.default(notificationSettings.parse({})),
  general: generalSettings.default(generalSettings.parse({})),
  security: securitySettings.default(securitySettings.parse({})),
});
export type Preferences = z.infer<typeof preferences>;

const list = z.array(z.string().trim().max(LIMITS.shortText)).max(LIMITS.listItems)
  .transform((items) => items.filter((item) => item.length > 0));

/** Profile fields a user may hold; all optional on the wire except where a form says otherwise. */
export const profileFields = {
  name: requiredText("Name is required"),
  email: emailSchema(),
  mobileNumber: optionalPhoneNumber(),
  isMobileVerified: z.boolean().optional(),
  nationality: optionalText(),
  nationalityOther: optionalText(),
  countryOfResidence: optionalText(),
  countryOfResidenceOther: optionalText(),
  profession: optionalText(),
  professionOther: optionalText(),
  travelFrequency: optionalText(),
  flightClass: optionalText(),
  avgSpendPerTrip: optionalText(),
  accommodationStyles: list.optional(),
  memberships: list.optional(),
  membershipsOther: optionalText(),
  heardAboutUs: optionalText(),
  heardAboutUsOther: optionalText(),
  joinReason: optionalText(LIMITS.longText),
};

/** The name shown to travellers when staff reply in the chat: trimmed, at most 60 characters; empty means the first name. */
const displayName = optionalText(LIMITS.displayName);

/** The name a consultant's chat replies are signed with: their display name, else their first name. */
export function consultantName(user: { name: string; displayName?: string }): string {
  // Records saved before the field existed have none.
  return user.displayName?.trim() || user.name.trim().split(/\s+/)[0] || "Consultant";
}

/** The user as it leaves the server: never with a password hash. */
export const user = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string().default(""),
  email: z.string(),
  mobileNumber: z.string().default(""),
  isMobileVerified: z.boolean().default(false),
  nationality: z.string().default(""),
  nationalityOther: z.string().default(""),
  countryOfResidence: z.string().default(""),
  countryOfResidenceOther: z.string().default(""),
  profession: z.string().default(""),
  professionOther: z.string().default(""),
  travelFrequency: z.string().default(""),
  flightClass: z.string().default(""),
  avgSpendPerTrip: z.string().default(""),
  accommodationStyles: z.array(z.string()).default([]),
  memberships: z.array(z.string()).default([]),
  membershipsOther: z.string().default(""),
  heardAboutUs: z.string().default(""),
  heardAboutUsOther: z.string().default(""),
  joinReason: z.string().default(""),
  isApproved: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  preferences: preferences,
});
export type User = z.infer<typeof user>;

const password = z.string({ error: "Password is required." }).min(1, "Password is required.")
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`).max(200, "Password is too long.");

/** A 6-digit code from an email: verifying an address, or signing in from a new device. */
const emailCode = z.string({ error: "Please enter the OTP from your email." }).trim().min(1, "Please enter the OTP from your email.")
  .regex(/^\d{6}$/, "The code is the 6 digits from the email.");

/**
 * `emailCode`: the code emailed when a sign-in answered 403 `email_code_required` (the account is
 * guarded after failed sign-ins from many addresses, and this device has not signed in lately).
 */
export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(LIMITS.email).transform((e) => e.toLowerCase()),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
  emailCode: emailCode.optional(),
});
export type LoginInput = z.input<typeof loginInput>;
export const loginAnswer = z.object({ access_token: z.string(), user });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Email verification rules (issue 3): a 6-digit code, 10 minutes, 5 wrong tries, one per minute. */
export const OTP_RULES = {
  digits: LIMITS.emailCodeDigits,
  ttlMs: 10 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
  /** How long a verified address may be registered before it must be verified again. */
  verifiedForMs: 30 * 60_000,
} as const;

export const sendOtpInput = z.object({ email: emailSchema("Please enter your email address.") });
export const verifyOtpInput = z.object({
  email: emailSchema("Please enter your email address."),
  otp: emailCode,
});

/** Texts of the registration screen and API, shown verbatim by both. */
export const REGISTRATION_TEXTS = {
  passwordsDiffer: "Passwords do not match.",
  verifyFirst: "Please verify your email address using OTP.",
  passwordRequired: "Password is required.",
  emailRequired: "Please enter your email address.",
  otpRequired: "Please enter the OTP from your email.",
  accommodationRequired: "Please select at least one accommodation style.",
  membershipsRequired: "Please select at least one option, or 'None of the above'.",
  emailVerified: "Email verified!",
  thankYou:
    "Thank you for applying to the Elite Community. Our team will review your application and contact you if your profile is a fit. You will receive an email as soon as your membership is approved.",
} as const;

/** "Other" choices need their free text; one rule for registration and edits. */
const OTHER_NEEDS_TEXT = [
  ["nationality", "nationalityOther", "Please specify your nationality", "Other"],
  ["countryOfResidence", "countryOfResidenceOther", "Please specify your country of residence", "Other"],
  ["profession", "professionOther", "Please specify your profession", "Other"],
  ["heardAboutUs", "heardAboutUsOther", "Please specify how you heard about us", "other"],
] as const;

type OtherFields = Partial<Record<(typeof OTHER_NEEDS_TEXT)[number][0] | (typeof OTHER_NEEDS_TEXT)[number][1] | "membershipsOther", string>> & {
  memberships?: string[];
};

function checkOtherTexts(value: OtherFields, ctx: z.RefinementCtx) {
  for (const [field, other, message, choice] of OTHER_NEEDS_TEXT) {
    if (value[field] === choice && !value[other]?.trim()) ctx.addIssue({ code: "custom", path: [other], message });
  }
  if (value.memberships?.includes("Other") && !value.membershipsOther?.trim()) {
    ctx.addIssue({ code: "custom", path: ["membershipsOther"], message: "Please specify other memberships" });
  }
}

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Please select your ${label}.` });

/**
 * Registration: the profile fields plus a password. The lists are the profile lists (docs/decisions/031-membership-application-lists.md). Flags (isApproved, isAdmin, isMobileVerified) are
 * the server's; a client cannot send them.
 */
export const registerInput = z.object({
  ...profileFields,
  mobileNumber: phoneNumber("Mobile number is required."),
  email: emailSchema(REGISTRATION_TEXTS.emailRequired),
  nationality: choice(NATIONALITIES, "nationality"),
  countryOfResidence: choice(COUNTRIES_OF_RESIDENCE, "country of residence"),
  profession: choice(PROFESSIONS, "profession"),
  travelFrequency: choice(TRAVEL_FREQUENCIES, "travel frequency"),
  flightClass: choice(FLIGHT_CLASSES, "preferred flight class"),
  avgSpendPerTrip: choice(AVG_SPEND, "average spend per trip"),
  heardAboutUs: choice(HEARD_ABOUT_US, "answer to how you heard about us"),
  accommodationStyles: z.array(z.enum(ACCOMMODATION_STYLES)).max(ACCOMMODATION_STYLES.length)
    .min(1, REGISTRATION_TEXTS.accommodationRequired),
  /** Empty means "None of the above": that choice is sent as an empty list. */
  memberships: z.array(z.string().trim().max(LIMITS.shortText)).max(LIMITS.listItems).default([])
    .transform((items) => items.filter((item) => item.length > 0 && item !== NONE_OF_THE_ABOVE)),
  password,
}).superRefine(checkOtherTexts);
export type RegisterInput = z.input<typeof registerInput>;

/**
 * A partial update of a user. The staff-only flags (isAdmin, isApproved, isMobileVerified) are
 * accepted here; the server refuses them from members.
 */
const userPatchSchema = z.object({
  ...Object.fromEntries(Object.entries(profileFields).map(([k, v]) => [k, (v as z.ZodType).optional()])),
  displayName,
  preferences: z.object({
    interests: preferences.shape.interests.optional(),
    budget: preferences.shape.budget.optional(),
    notifications: notificationSettings.partial().optional(),
    general: generalSettings.partial().optional(),
    security: securitySettings.partial().optional(),
  }).optional(),
  isApproved: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
}).superRefine((value, ctx) => checkOtherTexts(value as OtherFields, ctx));

type PreferencesPatch = Partial<{
  interests: string[];
  budget: string;
  notifications: Partial<Preferences["notifications"]>;
  general: Partial<Preferences["general"]>;
  security: Partial<Preferences["security"]>;
}>;
export type UserPatch = Partial<Omit<User, "id" | "createdAt" | "preferences">> & { preferences?: PreferencesPatch };
export const userPatch = userPatchSchema as unknown as z.ZodType<UserPatch>;

/** The admin's user wizard: a new user with a password; approved unless unticked. */
export const createUserInput = z.object({
  ...profileFields,
  displayName,
  password: z.string({ error: "Password is required for new users" }).min(1, "Password is required for new users")
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`).max(200),
  isApproved: z.boolean().default(true),
  isAdmin: z.boolean().default(false),
  preferences: z.object({ interests: preferences.shape.interests, budget: preferences.shape.budget }).partial().optional(),
}).superRefine(checkOtherTexts);
export type CreateUserInput = z.input<typeof createUserInput>;

export const approveInput = z.object({ isApproved: z.literal(true, { error: "isApproved must be true." }) });
export const adminFlagInput = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false." }) });
export const changePasswordInput = z.object({
  currentPassword: z.string({ error: "Current password is required." }).min(1, "Current password is required.").max(200),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Texts of the admin users screen and its safeguards (docs/decisions/034-user-safeguards-enforced-by-the-server.md). */
export const USER_ADMIN_TEXTS = {
  lastAdmin: "The last administrator must stay an administrator. Make another member an administrator first.",
  lastAdminDelete: "The last administrator cannot be deleted. Make another member an administrator first.",
  selfDelete: "You cannot delete your own account here.",
  memberFlags: "Only an administrator can change approval, administrator or mobile verification status.",
  notYours: "You can only change your own profile.",
} as const;
