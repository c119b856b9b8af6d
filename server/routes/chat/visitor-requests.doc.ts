/** The chat that follows its visitor in the API document: end, transcript, keep on login, the open conversation, a person. */
import { z } from "zod";
import { chatSession } from "../../../contract/chat/session.ts";
import {
  CHAT_FOLLOW_RULES,
  chatEndAnswer,
  chatTranscriptAnswer,
  chatTranscriptInput,
  consultantRequestAnswer,
} from "../../../contract/chat/visitor-requests.ts";
import { travellerLanguageQuery } from "../../openapi/params.ts";
import { limitDoc, type RouteDoc } from "../../openapi/route-doc.ts";
import { CONSULTANT_LIMITS, TRANSCRIPT_LIMITS } from "./visitor-requests.ts";

const tag = "Chat";
const sessionParam = z.object({
  id: z.string().meta({ description: "The conversation's id (`user_...` or `anon_...`)." }),
});
const OWNER_ONLY =
  "Only the conversation's owner: its member, or for an anonymous one whoever holds its id. Anyone else, " +
  "administrators included, gets 404.";

export const chatVisitorRequestDocs: RouteDoc[] = [
  {
    route: "GET /api/chat/mine",
    summary: "The member's open chat",
    description: "The member's latest conversation that was not ended, with its messages, the same on every device; null when none.",
    tag,
    operationId: "getMyOpenChat",
    access: "signed-in",
    answer: { description: "The open conversation, or null.", schema: chatSession.nullable() },
  },
  {
    route: "POST /api/chat/sessions/:id/end",
    summary: "End a chat",
    description: `The visitor ends the conversation: status User-Ended; its visitor messages are then refused (409). ${OWNER_ONLY}`,
    tag,
    operationId: "endChat",
    access: "anyone",
    params: sessionParam,
    answer: { description: "The new status.", schema: chatEndAnswer },
    errors: ["not_found"],
  },
  {
    route: "POST /api/chat/sessions/:id/transcript",
    summary: "Email a chat's transcript",
    description: "Emails every message of the conversation to `email`, in the page's language (`?lang=`, else the " +
      "conversation's). `continueByEmail`: the staff address gets the conversation too and answers by email. " +
      `503 when the email could not be sent (its place in the limits is given back). ${OWNER_ONLY}`,
    tag,
    operationId: "emailChatTranscript",
    access: "anyone",
    query: travellerLanguageQuery("the email is written in"),
    params: sessionParam,
    body: chatTranscriptInput,
    answer: { description: "Sent.", schema: chatTranscriptAnswer },
    errors: ["not_found", "unavailable"],
    limits: [
      limitDoc(TRANSCRIPT_LIMITS.session, "conversation"),
      limitDoc(TRANSCRIPT_LIMITS.email, "recipient address (UTC day)"),
      limitDoc(TRANSCRIPT_LIMITS.address, "client address (UTC day)"),
    ],
  },
  {
    route: "POST /api/chat/sessions/:id/keep",
    summary: "Keep an anonymous chat after logging in",
    description: "The signed-in member becomes the owner of the anonymous conversation whose id they hold " +
      "(from then on only they and staff read it). Keeping it again changes nothing; one another member kept is 404.",
    tag,
    operationId: "keepChat",
    access: "signed-in",
    params: sessionParam,
    answer: { description: "The conversation with its messages.", schema: chatSession },
    errors: ["not_found"],
  },
  {
    route: "POST /api/chat/sessions/:id/consultant",
    summary: "Ask for a consultant",
    description: "Hands the conversation to the consultants (the AI stops answering; AI-Active becomes Needs Review). " +
      "Staff with push on are told when the conversation passes from the AI to them, at most once per conversation " +
      `every ${CHAT_FOLLOW_RULES.staffToldEveryMinutes} minutes. \`available\`: a consultant used the desk in the last ${CHAT_FOLLOW_RULES.deskActiveMinutes} ` +
      `minutes; otherwise \`answerBy\` is when the team will have answered (${CHAT_FOLLOW_RULES.answerWithinHours} hours). ` +
      `An ended conversation is 409. ${OWNER_ONLY}`,
    tag,
    operationId: "requestConsultant",
    access: "anyone",
    params: sessionParam,
    answer: { description: "Whether a consultant is at the desk.", schema: consultantRequestAnswer },
    errors: ["not_found", "conflict"],
    limits: [limitDoc(CONSULTANT_LIMITS.session, "conversation"), limitDoc(CONSULTANT_LIMITS.address, "client address")],
  },
];
