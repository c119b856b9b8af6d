/** Valid catalogue payloads for tests; override what a test is about. */
import { activityInput } from "../../contract/catalogue.ts";
import { createActivity } from "../../server/kv/activities.ts";

export const destinationBody = (over: Record<string, unknown> = {}) => ({
  name: "Dubai",
  country: "United Arab Emirates",
  continent: "Asia",
  description: "Gold-lit dunes and glass towers.",
  imageUrl: "/images/catalogue/dubai.svg",
  tags: [" Desert ", "City", ""],
  ...over,
});

export const packageBody = (destinationId: string, over: Record<string, unknown> = {}) => ({
  name: "Desert Palace Escape",
  destinationId,
  location: "Dubai, UAE",
  duration: "5 Days / 4 Nights",
  priceRange: "Ultimate VIP",
  description: "A private desert palace, falconry at dawn and dinner under the stars.",
  imageUrl: "https://example.com/desert.webp",
  vipServices: ["Private butler", " Helicopter transfer ", ""],
  tags: ["Desert", "Romance"],
  ...over,
});

export const activityBody = (over: Record<string, unknown> = {}) => ({
  name: "Dune Dinner",
  location: "Dubai Desert Conservation Reserve",
  description: "A candle-lit dinner in the dunes.",
  ...over,
});

/** A complete membership application the contract accepts, for `email`. */
export const registrationBody = (email: string, over: Record<string, unknown> = {}) => ({
  name: "Layla Haddad",
  email,
  mobileNumber: "+971 50 123 4567",
  nationality: "Other",
  nationalityOther: "Emirati",
  countryOfResidence: "United Kingdom",
  profession: "Entrepreneur",
  travelFrequency: "frequently",
  flightClass: "first",
  avgSpendPerTrip: "over-50k",
  accommodationStyles: ["Private Villas", "Yachts"],
  memberships: ["Airport Lounge Access"],
  heardAboutUs: "referral",
  joinReason: "Family travel twice a year.",
  password: "secret-pass-1",
  ...over,
});

/** The id of the activity `storeFixtureActivity` stores: `activityBody()`, "Dune Dinner". */
export const FIXTURE_ACTIVITY_ID = "dune-dinner";

/** Stores `activityBody()` as FIXTURE_ACTIVITY_ID, the activity `activityInquiryBody` asks about. */
export async function storeFixtureActivity(kv: Deno.Kv) {
  return await createActivity(kv, activityInput.parse(activityBody()), undefined, { id: FIXTURE_ACTIVITY_ID });
}

/**
 * An activity inquiry from a visitor the contract accepts, about the activity `storeFixtureActivity`
 * stores (an inquiry about an activity the catalogue does not show is refused).
 */
export const activityInquiryBody = (over: Record<string, unknown> = {}) => ({
  type: "activity",
  itemId: FIXTURE_ACTIVITY_ID,
  itemName: "Dune Dinner",
  userName: "Omar Aziz",
  userEmail: "omar@example.com",
  userPhone: "+44 20 7946 0958",
  numPeople: "2",
  ...over,
});

/** A package inquiry from Layla Haddad at `email`, for a package of the catalogue. */
export const packageInquiryBody = (pkg: { id: string; name: string }, email: string, over: Record<string, unknown> = {}) => ({
  type: "package",
  itemId: pkg.id,
  itemName: pkg.name,
  userName: "Layla Haddad",
  userEmail: email,
  userPhone: "+971 50 123 4567",
  numPeople: "2",
  specialRequests: "A sea-view suite, please.",
  ...over,
});
