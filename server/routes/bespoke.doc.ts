/** Bespoke trip ideas in the API document: members ask for and read their ideas, staff review them. */
import { z } from "zod";
import {
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
    description: "Administrators get every request, members their own.",
    tag,
    operationId: "listBespokeIdeas",
    access: "signed-in",
    answer: { description: "The saved ideas.", schema: z.array(bespokeSubmission) },
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
];
