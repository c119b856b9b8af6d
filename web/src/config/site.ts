/**
 * The brand and its contact details: the one place every screen reads them from.
 * Changing the agency's phone number or social handles is a change to this file only.
 */
const phoneDisplay = "+971 4 555 0123";

export const SITE = {
  brand: "Aurum Voyages",
  /** The home hero's subtitle, under the fixed heading "Experience the World, Exquisitely.". */
  tagline: "Curated packages, private experiences and a concierge team that arranges every detail of your journey.",
  description:
    "A Dubai luxury travel house crafting private journeys, curated packages and unforgettable experiences.",
  contact: {
    email: "concierge@aurumvoyages.ae",
    emailHref: "mailto:concierge@aurumvoyages.ae",
    phone: phoneDisplay,
    phoneHref: `tel:${phoneDisplay.replace(/[^\d+]/g, "")}`,
    address: {
      lines: ["Office 2104, Burj Daman", "DIFC, Dubai", "United Arab Emirates"],
      singleLine: "Office 2104, Burj Daman, DIFC, Dubai, UAE",
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=Burj+Daman+DIFC+Dubai",
    },
    hours: "Sunday to Friday, 9:00 to 19:00 (GST)",
  },
  social: [
    { name: "Instagram", href: "https://www.instagram.com/aurumvoyages" },
    { name: "Facebook", href: "https://www.facebook.com/aurumvoyages" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/aurum-voyages" },
    { name: "X", href: "https://x.com/aurumvoyages" },
  ],
  googleReviewUrl: "https://g.page/r/aurumvoyages/review",
} as const;

/** "Packages | Aurum Voyages"; the bare brand for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.brand}` : `${SITE.brand} | Luxury Travel from Dubai`;
}
