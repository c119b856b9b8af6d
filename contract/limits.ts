/** Business constants and limits: timings, card text lengths, lazy images, upload sizes, field bounds. */
export const LIMITS = {
  apiBasePath: "/api",
  requestTimeoutMs: 15_000,
  featuredCount: 3,
  packageCardDescription: 100,
  packageCardVipHighlights: 2,
  packageCardActivities: 2,
  activityCardDescription: 100,
  destinationCardDescription: 120,
  destinationCardTags: 3,
  adminDestinationTags: 3,
  searchDebounceMs: 300,
  lazyImageThreshold: 0.1,
  lazyImageRootMargin: "50px",
  passwordMin: 6,
  /** Travellers one inquiry may name: a large group books through a consultant anyway. */
  numPeopleMin: 1,
  numPeopleMax: 1_000,
  priceMin: 0,
  settingsSavedMs: 3_000,
  inquirySuccessMs: 7_000,
  copiedMs: 2_000,
  uploadProgressClearMs: 3_000,
  mediaMaxBytes: 52_428_800,
  uploadTimeoutMs: 300_000,
  consultantResponseHours: 24,
  wizardSteps: 4,
  chatWindowMaxPx: 600,
  /** Text fields: generous but bounded, so no request can store megabytes in one value. */
  shortText: 200,
  longText: 5_000,
  /** A lead's source (a UTM value or a referrer's host) and each UTM parameter kept. */
  leadSource: 100,
  listItems: 50,
  /** A phone number as typed (the rule is `phoneNumber` in fields.ts). */
  phone: 40,
  /** An email address: the longest a mail path may be (RFC 5321). */
  email: 254,
  /** A web address or a path on this site (image addresses). */
  address: 2_000,
  /** The digits of a code sent by email (verifying an address, signing in from a new device). */
  emailCodeDigits: 6,
  /** A focal point's coordinates: percent of the picture's width and height. */
  focalPointMin: 0,
  focalPointMax: 100,
  /** The name staff sign their chat replies with. */
  displayName: 60,
  /** Messages in one inquiry's thread (replies, the traveller's, notes), so a thread stays readable and deletable. */
  threadMessages: 200,
} as const;

export { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from "./storage-keys.ts";

/** Widths of the WebP copies made of each uploaded JPEG, PNG or WebP image (smaller originals get fewer). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
