/**
 * The brand and its contact details: the one place every screen, the head of every public page and
 * its structured data read them from. Changing the agency's phone number or social handles is a
 * change to this file only.
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
    /** The same hours for machines (structured data): days open, and the times in Dubai. */
    openingHours: {
      days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "19:00",
    },
    /** The address in parts, for machines (structured data). */
    postalAddress: {
      streetAddress: "Office 2104, Burj Daman",
      addressLocality: "Dubai",
      addressRegion: "DIFC",
      addressCountry: "AE",
    },
  },
  social: [
    { name: "Instagram", href: "https://www.instagram.com/aurumvoyages" },
    { name: "Facebook", href: "https://www.facebook.com/aurumvoyages" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/aurum-voyages" },
    { name: "X", href: "https://x.com/aurumvoyages" },
  ],
  /** The locale of every page, as Open Graph names it. */
  locale: "en_US",
  googleReviewUrl: "https://g.page/r/aurumvoyages/review",
} as const;

/** "Packages | Aurum Voyages"; the bare brand for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.brand}` : `${SITE.brand} | Luxury Travel from Dubai`;
}
