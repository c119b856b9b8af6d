/** Users, their preferences and the account payloads (spec sections 3, 5, 7). */
import { z } from "zod";
import { CURRENCIES, LANGUAGES, NONE_OF_THE_ABOVE, SESSION_TIMEOUTS, THEMES, TIMEZONES } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { emailSchema, optionalText, requiredText } from "./fields.ts";

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
export const defaultPreferences = (): Preferences => preferences.parse({});

/** The phone rule of the edit-profile form: digits, spaces, dashes, brackets, optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{4,30}$/;

const list = z.array(z.string().trim().max(LIMITS.shortText)).max(LIMITS.listItems)
  .transform((items) => items.filter((item) => item.length > 0));

/** Profile fields a user may hold; all optional on the wire except where a form says otherwise. */
export const profileFields = {
  name: requiredText("Name is required"),
  email: emailSchema(),
  mobileNumber: z.string().trim().max(40).refine((v) => v === "" || PHONE_PATTERN.test(v), "Please enter a valid phone number").optional(),
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

/** The user as it leaves the server: never with a password hash. */
export const user = z.object({
  id: z.string(),
  name: z.string(),
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

export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254).transform((e) => e.toLowerCase()),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginInput = z.input<typeof loginInput>;
export const loginAnswer = z.object({ access_token: z.string(), user });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const sendOtpInput = z.object({ email: emailSchema("Please enter your email address.") });
export const verifyOtpInput = z.object({
  email: emailSchema("Please enter your email address."),
  otp: z.string({ error: "Please enter the OTP from your email." }).trim().regex(/^\d{6}$/, "Please enter the OTP from your email."),
});

/** Registration (spec section 5): the profile fields plus a password; flags come from the server only. */
export const registerInput = z.object({
  ...profileFields,
  mobileNumber: requiredText("Mobile number is required.", 40).refine((v) => PHONE_PATTERN.test(v), "Please enter a valid phone number"),
  password,
}).superRefine((value, ctx) => {
  if (!value.accommodationStyles?.length) {
    ctx.addIssue({ code: "custom", path: ["accommodationStyles"], message: "Please select at least one accommodation style." });
  }
  const memberships = value.memberships ?? [];
  if (memberships.includes(NONE_OF_THE_ABOVE) && memberships.length > 1) {
    ctx.addIssue({ code: "custom", path: ["memberships"], message: "Please select at least one option, or 'None of the above'." });
  }
});

/** A partial update of a user; admin-only flags are accepted here but stripped for non-admins by the server. */
export const userPatch = z.object({
  ...Object.fromEntries(Object.entries(profileFields).map(([k, v]) => [k, (v as z.ZodType).optional()])),
  preferences: z.object({
    interests: preferences.shape.interests.optional(),
    budget: preferences.shape.budget.optional(),
    notifications: notificationSettings.partial().optional(),
    general: generalSettings.partial().optional(),
    security: securitySettings.partial().optional(),
  }).optional(),
  isApproved: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
}) as z.ZodType<Partial<Omit<User, "id" | "createdAt" | "preferences">> & { preferences?: Partial<{ interests: string[]; budget: string; notifications: Partial<Preferences["notifications"]>; general: Partial<Preferences["general"]>; security: Partial<Preferences["security"]> }> }>;

export const createUserInput = z.object({
  ...profileFields,
  password: z.string({ error: "Password is required for new users" }).min(1, "Password is required for new users")
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`).max(200),
  isApproved: z.boolean().default(true),
  isAdmin: z.boolean().default(false),
  preferences: z.object({ interests: preferences.shape.interests, budget: preferences.shape.budget }).partial().optional(),
});

export const approveInput = z.object({ isApproved: z.literal(true) });
export const adminFlagInput = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false." }) });
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required."),
  newPassword: password,
});
