/** Bespoke trip ideas: a member's idea, designed here or by their client, saved for staff review. */
import type { z } from "zod";
import type { bespokeInput } from "../../contract/bespoke.ts";
import type { BespokeStatus } from "../../contract/enums.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { consultantName } from "../../contract/user.ts";
import { designIdea } from "../ai/bespoke-idea.ts";
import type { AppDeps } from "../deps.ts";
import { addBespokeNote, createBespoke, setBespokeAssignee, setBespokeStatus } from "../kv/bespoke.ts";
import { getUser } from "../kv/users.ts";
import { badRequest } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { bespokeContactedPush } from "../push/events.ts";
import type { Actor, Limited } from "./caller.ts";

/**
 * Saves an idea for the member: the one their client made, or one designed now (AI, or a curated
 * idea when the AI is unavailable). Only saved ideas count against `limited` (the daily limit): when
 * nothing is saved the place is given back, so a failed attempt can be retried. A designed idea is
 * written in `lang`, the language the member reads the site in.
 */
export async function createBespokeIdea(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof bespokeInput>,
  limited: Limited,
  lang?: SiteLanguage,
) {
  const { kv, ai } = deps;
  const { user } = actor;
  const { requestDetails, generatedIdea, origin } = input;
  const { outcome, submission } = await limited(async () => {
    const outcome = generatedIdea ? { idea: generatedIdea, source: "client" as const } : await designIdea(ai, requestDetails, lang);
    const submission = await createBespoke(kv, {
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      requestDetails,
      generatedIdea: outcome.idea,
      ideaSource: outcome.source,
    }, origin);
    return { outcome, submission };
  });
  const notice = "notice" in outcome ? outcome.notice : undefined;
  return { submission, source: outcome.source, ...(notice ? { notice } : {}) };
}

/** Staff mark an idea Viewed or Contacted; the member is told (push) when it becomes Contacted. */
export async function setBespokeIdeaStatus(deps: AppDeps, id: string, status: BespokeStatus, audit?: AuditContext) {
  let told = false;
  const updated = await setBespokeStatus(deps.kv, id, status, audit, (before, next) => {
    told = status === "Contacted" && before.status !== "Contacted";
    return told ? bespokeContactedPush(next.userId) : [];
  });
  if (told) deps.outbox.wake();
  return updated;
}

/** Assigns an administrator, or nobody (null); 400 when the id is not an administrator's (as on the inquiry desk). */
export async function assignBespokeIdea(deps: Pick<AppDeps, "kv">, id: string, assigneeId: string | null, audit?: AuditContext) {
  if (assigneeId === null) return await setBespokeAssignee(deps.kv, id, null, audit);
  const user = await getUser(deps.kv, assigneeId);
  if (!user?.isAdmin) throw badRequest(THREAD_TEXTS.notAdmin);
  return await setBespokeAssignee(deps.kv, id, { id: user.id, name: consultantName(user) }, audit);
}

/** A staff note on a request, signed with the consultant's name; never shown to the member. */
export function addBespokeIdeaNote(deps: Pick<AppDeps, "kv">, actor: Actor, id: string, text: string, audit?: AuditContext) {
  return addBespokeNote(deps.kv, id, consultantName(actor.user), text, audit);
}
