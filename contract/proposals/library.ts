/**
 * The proposals' reusable library (`/api/proposal-library`): an itinerary item or a whole day staff
 * saved to insert into other proposals. Staff only; prices are the proposal's currency at the time
 * it was saved (the editor inserts a copy, which staff re-price as needed).
 */
import { z } from "zod";
import { requiredText } from "../fields.ts";
import { proposalDay, proposalItem } from "./model.ts";

export const LIBRARY_KINDS = ["item", "day"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The library holds at most this many entries. */
export const PROPOSAL_LIBRARY_LIMIT = 500;

export const libraryEntryInput = z.object({
  /** What staff call it in the library ("Burj Al Arab arrival", "Desert day"). */
  name: requiredText("Give the library entry a name."),
  kind: z.enum(LIBRARY_KINDS, { error: "Kind must be item or day." }),
  item: proposalItem.optional(),
  day: proposalDay.optional(),
}).refine((entry) => entry.kind === "item" ? entry.item !== undefined && !entry.day : entry.day !== undefined && !entry.item, {
  message: "Save either an item (kind item) or a day (kind day).",
});
export type LibraryEntryInput = z.input<typeof libraryEntryInput>;

export const libraryEntry = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIBRARY_KINDS),
  item: proposalItem.optional(),
  day: proposalDay.optional(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type LibraryEntry = z.infer<typeof libraryEntry>;
