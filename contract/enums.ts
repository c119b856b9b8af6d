/**
 * Enumerations of the product. Each list is the single source of the values
 * that both the server validates and the web app offers.
 */
import { MEMBER_LANGUAGES } from "./languages.ts";
import { BASE_CURRENCY, RATE_CURRENCIES } from "./money.ts";

export const PRICE_TIERS = ["Affordable Luxury", "Premium Comfort", "Ultimate VIP"] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
/** The package form's default price: the middle tier (docs/decisions/001-price-tiers.md). */
export const DEFAULT_PRICE_TIER: PriceTier = "Premium Comfort";

export const TRIP_DURATIONS = ["3-5 days", "1 week", "10 days", "2 weeks", "3 weeks+"] as const;
export const DEFAULT_TRIP_DURATION = "1 week";

/** "Proposal sent" and "Accepted" follow the inquiry's proposal (issue #30): set by its send and its acceptance. */
export const INQUIRY_STATUSES = ["New", "Viewed", "Responded", "Proposal sent", "Accepted"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_TYPES = ["package", "activity", "vip_service"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const BESPOKE_STATUSES = ["New", "Viewed", "Contacted"] as const;
export type BespokeStatus = (typeof BESPOKE_STATUSES)[number];

export const CHAT_STATUSES = ["AI-Active", "Needs Review", "Resolved", "User-Ended"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_ROLES = ["user", "model"] as const;

export const MEDIA_TYPES = ["image", "video"] as const;

export const TRAVEL_FREQUENCIES = ["rarely", "occasionally", "frequently", "very-frequently"] as const;
export const FLIGHT_CLASSES = ["economy", "premium-economy", "business", "first"] as const;
export const AVG_SPEND = ["under-5k", "5k-10k", "10k-25k", "25k-50k", "over-50k"] as const;
export const NATIONALITIES = [
  "American", "British", "Canadian", "Australian", "German", "French", "Italian", "Spanish",
  "Japanese", "Chinese", "Indian", "Brazilian", "Other",
] as const;
/** Country of residence uses names matching the nationalities. */
export const COUNTRIES_OF_RESIDENCE = [
  "United States", "United Kingdom", "Canada", "Australia", "Germany", "France", "Italy", "Spain",
  "Japan", "China", "India", "Brazil", "Other",
] as const;
export const PROFESSIONS = [
  "Business Executive", "Entrepreneur", "Finance Professional", "Legal Professional",
  "Medical Professional", "Technology Professional", "Creative Professional", "Consultant", "Retired",
  "Other",
] as const;
export const HEARD_ABOUT_US = ["referral", "social-media", "search-engine", "travel-blog", "advertisement", "other"] as const;
export const MEMBERSHIP_CHIPS = [
  "Airline Elite Status", "Hotel Loyalty Programs", "Credit Card Travel Benefits", "Travel Insurance",
  "Airport Lounge Access", "Car Rental Programs",
] as const;
export const NONE_OF_THE_ABOVE = "None of the above";
export const ACCOMMODATION_STYLES = [
  "Luxury Hotels", "Boutique Hotels", "Resorts", "Private Villas", "Yachts", "Unique Properties",
] as const;
export const INTERESTS = [
  "Adventure Sports", "Cultural Experiences", "Fine Dining", "Wellness & Spa", "Art & Museums",
  "Wildlife & Nature", "Luxury Shopping", "Historical Sites", "Photography", "Water Sports", "Nightlife",
  "Local Festivals",
] as const;
export const PROFILE_BUDGETS = PRICE_TIERS;

export const LANGUAGES = MEMBER_LANGUAGES;
/**
 * A member's settings currencies: US dollars and every currency staff keep a rate for, the same
 * list as the header's picker (web/src/lib/currency.ts), so a member's choice is applied there.
 */
export const CURRENCIES = [BASE_CURRENCY, ...RATE_CURRENCIES] as const;
/**
 * A member's settings clocks: the spec's six and Gulf Standard Time (GST, the agency's Dubai clock).
 * The default stays the spec's UTC (contract/user.ts).
 */
export const TIMEZONES = ["UTC", "EST", "PST", "GMT", "CET", "JST", "GST"] as const;
export const THEMES = ["dark", "light", "auto"] as const;
export const SESSION_TIMEOUTS = ["15", "30", "60", "120", "never"] as const;

/** The lists of the admin's user wizard, which has its own values (not the member's profile lists). */
export const ADMIN_COUNTRIES = [
  "United States", "United Kingdom", "Canada", "Australia", "Germany", "France", "Italy", "Spain", "Japan",
  "Singapore", "Switzerland", "Netherlands", "Sweden", "Norway", "Denmark", "Other",
] as const;
export const ADMIN_PROFESSIONS = [
  "Business Executive", "Entrepreneur", "Finance Professional", "Legal Professional", "Medical Professional",
  "Technology Professional", "Consultant", "Real Estate", "Entertainment/Media", "Retired", "Other",
] as const;
export const ADMIN_BUDGETS = ["budget", "mid-range", "luxury", "ultra-luxury"] as const;
export const ADMIN_MEMBERSHIPS = [
  "Centurion card", "Sapphire Reserve card", "Citi Prestige card", "Priority Pass", "Airline Elite Status",
  "Hotel Elite Status", "Private Club Memberships", "Other", "None of the above",
] as const;
export const ADMIN_INTERESTS = [
  "Adventure Sports", "Cultural Experiences", "Culinary Tours", "Luxury Shopping", "Wellness & Spa",
  "Wildlife & Nature", "Art & Museums", "Nightlife & Entertainment", "Historical Sites", "Photography",
  "Business Travel", "Family Travel",
] as const;
export const ADMIN_HEARD_ABOUT_US = ["search-engine", "social-media", "referral", "travel-agent", "advertisement", "other"] as const;

/** The VIP services catalogue: the five services members can inquire about. */
export const VIP_SERVICES = [
  {
    name: "Private Jet & Yacht Charters",
    description: "Fly and sail on your own schedule with hand-picked private jets and crewed superyachts.",
  },
  {
    name: "Personal Concierge 24/7",
    description: "A dedicated concierge who handles every request, day or night, wherever you are.",
  },
  {
    name: "Michelin-Star Dining Reservations",
    description: "Tables at the world's most sought-after restaurants, including chef's-table experiences.",
  },
  {
    name: "Exclusive Access & Private Tours",
    description: "After-hours museum visits, private guides and doors that are closed to everyone else.",
  },
  {
    name: "Luxury Accommodations",
    description: "Suites, villas and private islands selected and inspected by our own team.",
  },
] as const;
