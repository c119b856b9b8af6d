/**
 * Everything held about one person, found from their email address: the member account, then what
 * points to them through the stores' own indexes (inquiries, chats, bespoke requests, proposals,
 * trips) and what hangs off those (threads, messages, links, push subscriptions, documents).
 * The privacy export reads it; the erasure starts from it (kv/erasure.ts).
 */
import { KEYS } from "./keys.ts";
import { listIndexIds, listValues } from "./records.ts";
import type { StoredUser } from "./users.ts";
import type { StoredChatSession } from "./chat/sessions.ts";
import { listChatSessionsOfUser } from "./chat/sessions.ts";

export type Found = { key: Deno.KvKey; value: unknown };

export type PersonData = {
  email: string;
  user: StoredUser | null;
  /** Every id of a record that is theirs: the erasure deletes whatever is keyed by one of them. */
  ids: {
    user?: string;
    inquiries: string[];
    chats: string[];
    /** Their handed-over chats' leads (a chat's lead has an id of its own: server/kv/chat/lead.ts). */
    chatLeads: string[];
    bespoke: string[];
    proposals: string[];
    trips: string[];
  };
  /** The names and phone numbers they gave anywhere (the erasure replaces them where records stay). */
  names: string[];
  phones: string[];
  records: Record<string, Found[]>;
};

const normal = (email: string) => email.trim().toLowerCase();

async function entriesOf(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Found[]> {
  return (await listValues(kv, prefix)).map((e) => ({ key: e.key, value: e.value }));
}

async function many(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const key of keys) {
    const entry = await kv.get(key);
    if (entry.value !== null) found.push({ key, value: entry.value });
  }
  return found;
}

const unique = (ids: string[]) => [...new Set(ids)];

/** The ids of their trips' documents (each file is DATA_DIR/trip-documents/{id}). */
export const documentIdsOf = (person: PersonData): string[] =>
  (person.records.trips ?? []).filter((r) => r.key[0] === "trip_documents").map((r) => String(r.key[2]));

/** What the database holds about the person with this email address. */
export async function findPerson(kv: Deno.Kv, rawEmail: string): Promise<PersonData> {
  const email = normal(rawEmail);
  const userId = (await kv.get<string>(KEYS.userByEmail(email))).value ?? undefined;
  const user = userId ? (await kv.get<StoredUser>(KEYS.user(userId))).value : null;

  const inquiries = unique([
    ...await listIndexIds(kv, KEYS.inquiriesByEmail(email)),
    ...(userId ? await listIndexIds(kv, KEYS.inquiriesByUser(userId)) : []),
  ]);
  const chatSessions: StoredChatSession[] = userId ? await listChatSessionsOfUser(kv, userId) : [];
  // A conversation that named the address (a visitor who left it for a consultant).
  for await (const entry of kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() })) {
    if (entry.value.userEmail && normal(entry.value.userEmail) === email) chatSessions.push(entry.value);
  }
  const chats = unique(chatSessions.map((s) => s.sessionId));
  const chatLeads = unique(chatSessions.flatMap((s) => (s.lead ? [s.lead.id] : [])));
  const bespoke = userId ? await listIndexIds(kv, KEYS.bespokeOfUser(userId)) : [];

  const proposals = new Set(await listIndexIds(kv, KEYS.proposalsOfEmail(email)));
  for (const [kind, ids] of [["inquiry", inquiries], ["bespoke", bespoke], ["chat", chats]] as const) {
    for (const id of ids) for (const p of await listIndexIds(kv, KEYS.proposalsOfSource(kind, id))) proposals.add(p);
  }
  const trips = new Set(await listIndexIds(kv, KEYS.tripsOfEmail(email)));
  for (const p of proposals) {
    const trip = (await kv.get<string>(KEYS.tripByProposal(p))).value;
    if (trip) trips.add(trip);
  }

  const records: Record<string, Found[]> = {};
  records.profile = user ? [{ key: KEYS.user(user.id), value: user }] : [];
  records.inquiries = [];
  for (const id of inquiries) {
    records.inquiries.push(...await many(kv, [KEYS.inquiry(id)]), ...await entriesOf(kv, KEYS.inquiryMessages(id)));
  }
  records.chats = [];
  for (const id of chats) {
    records.chats.push(...await many(kv, [KEYS.chatSession(id)]), ...await entriesOf(kv, KEYS.chatMessages(id)));
  }
  records.bespoke = [];
  for (const id of bespoke) records.bespoke.push(...await many(kv, [KEYS.bespoke(id)]));
  records.proposals = [];
  for (const id of proposals) {
    records.proposals.push(...await many(kv, [KEYS.proposal(id)]), ...await entriesOf(kv, KEYS.proposalVersions(id)));
  }
  records.trips = [];
  for (const id of trips) {
    records.trips.push(...await many(kv, [KEYS.trip(id)]), ...await entriesOf(kv, KEYS.tripDocuments(id)));
  }
  records.invoices = [];
  records.payments = [];
  for (const id of trips) {
    records.trips.push(...await many(kv, [KEYS.paymentSchedule(id)]));
    for (const invoice of await listIndexIds(kv, KEYS.invoicesOfTrip(id))) records.invoices.push(...await many(kv, [KEYS.invoice(invoice)]));
    for (const note of await listIndexIds(kv, KEYS.creditNotesOfTrip(id))) records.invoices.push(...await many(kv, [KEYS.creditNote(note)]));
    for (const payment of await listIndexIds(kv, KEYS.paymentsOfTrip(id))) records.payments.push(...await many(kv, [KEYS.payment(payment)]));
  }
  records["push-subscriptions"] = [];
  const owners: [string, string[]][] = [
    ["user", userId ? [userId] : []],
    ["thread", inquiries],
    ["chat", chats],
    ["trip", [...trips]],
  ];
  for (const [kind, ids] of owners) {
    for (const id of ids) records["push-subscriptions"].push(...await entriesOf(kv, KEYS.pushSubscriptionsOf(kind, id)));
  }
  records.consents = userId ? await entriesOf(kv, KEYS.consentsOf(userId)) : [];

  const names = new Set<string>();
  const phones = new Set<string>();
  const add = (set: Set<string>, value: unknown) => {
    if (typeof value === "string" && value.trim().length >= 3) set.add(value.trim());
  };
  if (user) {
    add(names, user.name);
    add(names, user.displayName);
    add(phones, user.mobileNumber);
  }
  for (const session of chatSessions) add(names, session.userName);
  for (const { value } of [...records.inquiries, ...records.bespoke, ...records.proposals, ...records.trips]) {
    const v = value as Record<string, unknown>;
    add(names, v.userName);
    add(phones, v.userPhone);
    for (const contact of (v.contacts as Record<string, unknown>[] | undefined) ?? []) {
      if (contact.role === "traveller") add(phones, contact.phone);
    }
    const traveller = v.traveller as Record<string, unknown> | undefined;
    if (traveller && normal(String(traveller.email ?? "")) === email) {
      add(names, traveller.name);
      add(phones, traveller.phone);
    }
  }
  return {
    email,
    user,
    ids: { user: userId, inquiries, chats, chatLeads, bespoke, proposals: [...proposals], trips: [...trips] },
    names: [...names],
    phones: [...phones],
    records,
  };
}
