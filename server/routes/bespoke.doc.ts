/** Bespoke trip ideas in the API document: members ask for and read their ideas, staff review them. */
import { z } from "zod";
import { assigneeInput, deskMessage, threadTextInput } from "../../contract/inquiry-thread.ts";
import {
  bespokeDeskItem,
  bespokeInput,
  bespokeResult,
  bespokeStatusInput,
  bespokeSubmission,
} from "../../contract/bespoke.ts";
import { idParam, travellerLanguageQuery } from "../openapi/params.ts";
import { limitDoc, type RouteDoc } from "../openapi/route-doc.ts";
import { BESPOKE_DAILY_LIMIT } from "./bespoke.ts";

const tag = "Bespoke ideas";

export const bespokeDocs: RouteDoc[] = [
  {
    route: "POST /api/bespoke",
    summary: "Design and save a bespoke idea",
    description:
      "Without `generatedIdea` the server designs the idea (AI, or one of five curated ideas when the " +
      "AI is unavailable, with a notice); with one it is saved as given. The member is always the token's user. " +
      "A non-quota AI rate limit answers 429 and another AI failure 503; nothing is saved then.",
    tag,
    operationId: "createBespokeIdea",
    access: "approved",
    query: travellerLanguageQuery("a designed idea is written in (the AI's, or a curated one)"),
    body: bespokeInput,
    answer: { status: 201, description: "The saved idea and where it came from.", schema: bespokeResult },
    limits: [limitDoc(BESPOKE_DAILY_LIMIT, "member (UTC day)")],
  },
  {
    route: "GET /api/bespoke",
    summary: "List bespoke ideas",
    description:
      "Administrators get every request, with its assignee and the member's phone read from their account " +
      "(staff only); members get their own, without either.",
    tag,
    operationId: "listBespokeIdeas",
    access: "signed-in",
    answer: { description: "The saved ideas.", schema: z.array(bespokeDeskItem) },
  },
  {
    route: "GET /api/bespoke/:id",
    summary: "Read a bespoke idea",
    description: "Its member or an administrator; anyone else gets 404.",
    tag,
    operationId: "getBespokeIdea",
    access: "signed-in",
    params: idParam,
    answer: { description: "The saved idea.", schema: bespokeSubmission },
    errors: ["not_found"],
  },
  {
    route: "PATCH /api/bespoke/:id/status",
    summary: "Change a bespoke idea's status",
    tag,
    operationId: "changeBespokeStatus",
    access: "admin",
    params: idParam,
    body: bespokeStatusInput,
    answer: { description: "The idea with its new status.", schema: bespokeSubmission },
    errors: ["not_found"],
  },
  {
    route: "PATCH /api/bespoke/:id/assignee",
    summary: "Assign a bespoke idea to a consultant",
    description: "An administrator's id, or null for nobody; audited. Another user's id answers 400.",
    tag,
    operationId: "assignBespokeIdea",
    access: "admin",
    params: idParam,
    body: assigneeInput,
    answer: { description: "The idea with its assignee.", schema: bespokeDeskItem.omit({ userPhone: true }) },
    errors: ["invalid", "not_found"],
  },
  {
    route: "GET /api/bespoke/:id/notes",
    summary: "Read a bespoke idea's staff notes",
    description: "Staff only, oldest first; never shown to the member.",
    tag,
    operationId: "listBespokeNotes",
    access: "admin",
    params: idParam,
    answer: { description: "The notes.", schema: z.array(deskMessage) },
    errors: ["not_found"],
  },
  {
    route: "POST /api/bespoke/:id/notes",
    summary: "Add a staff note to a bespoke idea",
    description: "Staff only, never shown to the member; audited. At most as many notes as an inquiry's thread holds messages (409 when full).",
    tag,
    operationId: "addBespokeNote",
    access: "admin",
    params: idParam,
    body: threadTextInput,
    answer: { status: 201, description: "The note.", schema: deskMessage },
    errors: ["not_found", "full"],
  },
];
