/**
 * What the head of a public page says about it, shared by the server (which writes it into the
 * page's HTML) and the web app (which updates it while the visitor moves around the app): the fixed
 * pages' document titles and descriptions, and how an item's description becomes a meta description.
 */
import { SITE } from "./site.ts";

/** Search engines and link previews show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

export type FixedPage = "home" | "destinations" | "packages" | "activities" | "contact";

/** The document title (without the brand; none on the home page) and the description of each fixed page. */
export const FIXED_PAGE_META: Record<FixedPage, { title?: string; description: string }> = {
  home: { description: SITE.description },
  destinations: {
    title: "Destinations",
    description: "Explore our destinations, from the dunes of Arabia to the lagoons of the Pacific, each with private journeys arranged by our Dubai concierge team.",
  },
  packages: {
    title: "Travel Packages",
    description: "Curated luxury travel packages from Dubai: signature journeys with VIP privileges included, in every price tier from affordable luxury to ultimate VIP.",
  },
  activities: {
    title: "Activities",
    description: "Private guides, after-hours access and unforgettable settings: the experiences our concierge team arranges around the world.",
  },
  contact: {
    title: "Get in Touch",
    description: `Call, email or visit ${SITE.brand} in DIFC, Dubai: our travel consultants plan and refine your journey and reply to every message.`,
  },
};

/** The text as one line, cut at a word so that it fits in `max` characters (an ellipsis marks the cut). */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = (lastSpace > max / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.!?-]+$/, "");
  return `${cut}…`;
}
