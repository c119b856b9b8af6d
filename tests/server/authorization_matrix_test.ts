/**
 * The authorization matrix (issue 8, hostile suite): every route the app serves, called as each of
 * the five callers (docs/decisions/030-pending-members.md), with the status each must get. "other" is
 * an approved member acting on the first member's own things: their user record, their chat
 * session, their bespoke request. The rows below are written with fixtures for the exact statuses; a
 * route declared in the registry (server/openapi/registry.ts) without a written row gets one from its
 * declared access (tests/helpers/matrix.ts), and a written row must refuse exactly the callers that
 * access refuses. The test fails when the app serves a route that has no row either way.
 */
import assert from "node:assert/strict";
import { activityInput, destinationInput, packageInput } from "../../contract/catalogue.ts";
import { VIP_SERVICES } from "../../contract/enums.ts";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { inquiryInput } from "../../contract/inquiry.ts";
import { createActivity } from "../../server/kv/activities.ts";
import { createDestination } from "../../server/kv/destinations.ts";
import { issueOtp, verifyOtp } from "../../server/kv/email-otps.ts";
import { createInquiry } from "../../server/kv/inquiries.ts";
import { mintThreadLink } from "../../server/kv/thread-links.ts";
import { seedWindow } from "../helpers/rate-limits.ts";
import { getUser } from "../../server/kv/users.ts";
import { createPackage } from "../../server/kv/packages.ts";
import { listItemVersions } from "../../server/kv/catalogue-history.ts";
import type { AuditAction, AuditEntity, AuditEntry } from "../../contract/audit.ts";
import { ADMIN, makeTestApp, type TestApp, withoutRequestId } from "../helpers/app.ts";
import { activityBody, destinationBody, packageBody, registrationBody } from "../helpers/fixtures.ts";
import { gif, multipart, MULTIPART_TYPE } from "../helpers/media-samples.ts";
import { apiRoutes } from "../../server/openapi/registry.ts";
import { checkRow, disagreements, type Expect, registryRows, type Row, send } from "../helpers/matrix.ts";
import { pdfBytes, plantTripWithLinks } from "../helpers/trip-documents.ts";
import {
  appRoutes,
  type Caller,
  makeCallers,
  type Role,
  ROLE_PASSWORD,
  storeUser,
  tokenFor,
} from "../helpers/roles.ts";

const all = (status: number): Expect => ({
  anonymous: status,
  pending: status,
  member: status,
  other: status,
  admin: status,
});
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Expect => ({
  anonymous: 401,
  pending: 403,
  member: 403,
  other: 403,
  admin: status,
});
/** The first member's own things: the owner and staff reach them, anyone else finds nothing. */
const ownerOrAdmin = (status: number, anonymous = 404): Expect => ({
  anonymous,
  pending: 404,
  member: status,
  other: 404,
  admin: status,
});

const inquiryBody = (packageId: string) => ({
  type: "package",
  itemId: packageId,
  itemName: "Desert Palace Escape",
  userName: "Matrix Traveller",
  userEmail: "traveller@test.example",
  userPhone: "+971 50 000 0000",
  numPeople: 2,
});

const requestDetails = {
  destinationType: "Desert",
  travelStyle: "Romantic",
  interests: "Stars and falconry",
};
const idea = { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." };

async function buildMatrix(t: TestApp, callers: Record<Exclude<Role, "anonymous">, Caller>): Promise<Row[]> {
  const { kv } = t;
  const admin = callers.admin.token;
  const member = callers.member;
  const email = () => `matrix-${crypto.randomUUID()}@test.example`;
  const spoofed = { userId: member.user.id, userName: member.user.name, userEmail: member.user.email };

  // The shared targets: a catalogue, the first member's chat session and bespoke request, an anonymous
  // chat session, an inquiry and a media file.
  const destination = await createDestination(kv, destinationInput.parse(destinationBody()));
  const pkg = await createPackage(kv, packageInput.parse(packageBody(destination.id)));
  const activity = await createActivity(kv, activityInput.parse(activityBody({ packageId: pkg.id })));
  const memberSession = newChatSessionId(member.user.id);
  assert.equal(
    (await t.call("POST", `/api/chat/sessions/${memberSession}/messages`, {
      token: member.token,
      body: { text: "Hello" },
    })).status,
    201,
  );
  const newMemberChat = async () => {
    const id = newChatSessionId(member.user.id);
    await t.call("POST", `/api/chat/sessions/${id}/messages`, { token: member.token, body: { text: "Hello" } });
    return id;
  };
  const anonSession = newChatSessionId();
  assert.equal(
    (await t.call("POST", `/api/chat/sessions/${anonSession}/messages`, { body: { text: "Hello" } })).status,
    201,
  );
  const bespoke = await t.call("POST", "/api/bespoke", {
    token: member.token,
    body: { requestDetails, generatedIdea: idea },
  });
  assert.equal(bespoke.status, 201, bespoke.text);
  const bespokeId: string = bespoke.json.data.submission.id;
  const newInquiry = async () =>
    (await createInquiry(kv, { data: inquiryInput.parse(inquiryBody(pkg.id)), window: seedWindow() })).inquiry.id;
  const inquiryId = await newInquiry();
  // An inquiry with a private link, and one sent logged out from the first member's address (theirs).
  const link = mintThreadLink();
  await createInquiry(kv, { data: inquiryInput.parse(inquiryBody(pkg.id)), window: seedWindow(), linkHash: link.hash });
  const membersInquiry = (await createInquiry(kv, {
    data: inquiryInput.parse({ ...inquiryBody(pkg.id), userEmail: member.user.email }),
    window: seedWindow(),
  })).inquiry.id;
  const onlyTheMember = (status: number): Expect => ({ anonymous: 401, pending: 404, member: status, other: 404, admin: 404 });
  const uploadBody = () => new Uint8Array(multipart({ bytes: gif(), name: "pixel.gif", type: "image/gif" }));
  const upload = async () => {
    const res = await t.app.request("/api/media/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
      body: uploadBody(),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()).data.filename as string;
  };
  const mediaFile = await upload();
  // A trip with its traveller's link, and a document of it.
  const trip = await plantTripWithLinks(kv);
  const tripDocumentBody = () => new Uint8Array(multipart({ bytes: pdfBytes(), name: "voucher.pdf", type: "application/pdf" }, ["staffOnly", "false"]));
  const uploadTripDocument = async () => {
    const res = await t.app.request(`/api/trips/${trip.trip.id}/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
      body: tripDocumentBody(),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()).data.id as string;
  };
  const tripDocument = await uploadTripDocument();
  // A browser's subscription at a push service's address (reserved for examples: never sent to here).
  const pushDevice = () => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  });

  const catalogue = (
    name: "destinations" | "packages" | "activities",
    id: string,
    body: () => unknown,
    fresh: () => Promise<string>,
  ): Row[] => [
    { route: `GET /api/${name}`, expect: all(200), request: () => ({ path: `/api/${name}` }) },
    { route: `GET /api/${name}/:id`, expect: all(200), request: () => ({ path: `/api/${name}/${id}` }) },
    {
      route: `POST /api/${name}`,
      expect: adminOnly(201),
      request: () => ({ path: `/api/${name}`, body: body() }),
    },
    {
      route: `PUT /api/${name}/:id`,
      expect: adminOnly(200),
      request: () => ({ path: `/api/${name}/${id}`, body: body() }),
    },
    {
      route: `DELETE /api/${name}/:id`,
      expect: adminOnly(200),
      request: async () => ({ path: `/api/${name}/${await fresh()}` }),
    },
    {
      route: `PUT /api/${name}/:id/translations/:lang`,
      expect: adminOnly(200),
      request: () => ({ path: `/api/${name}/${id}/translations/fr`, body: { name: "Nom" } }),
    },
    { route: `GET /api/admin/catalogue/${name}`, expect: adminOnly(200), request: () => ({ path: `/api/admin/catalogue/${name}` }) },
    { route: `GET /api/admin/catalogue/${name}/:id`, expect: adminOnly(200), request: () => ({ path: `/api/admin/catalogue/${name}/${id}` }) },
    {
      route: `POST /api/${name}/:id/publish`,
      expect: adminOnly(200),
      // A fresh draft each time: publishing consumes it.
      request: async () => {
        const draft = await t.call("POST", `/api/${name}`, { token: admin, body: { ...body() as object, status: "draft" } });
        assert.equal(draft.status, 201, draft.text);
        return { path: `/api/${name}/${draft.json.data.id}/publish`, body: {} };
      },
    },
    {
      route: `POST /api/${name}/:id/unpublish`,
      expect: adminOnly(200),
      request: async () => ({ path: `/api/${name}/${await fresh()}/unpublish` }),
    },
    { route: `GET /api/${name}/:id/versions`, expect: adminOnly(200), request: () => ({ path: `/api/${name}/${id}/versions` }) },
    {
      route: `POST /api/${name}/:id/versions/:version/restore`,
      expect: adminOnly(200),
      request: async () => {
        const versions = await listItemVersions(kv, name, id);
        return { path: `/api/${name}/${id}/versions/${versions[versions.length - 1].id}/restore`, body: {} };
      },
    },
  ];

  return [
    ...catalogue(
      "destinations",
      destination.id,
      () => destinationBody(),
      async () => (await createDestination(kv, destinationInput.parse(destinationBody()))).id,
    ),
    ...catalogue(
      "packages",
      pkg.id,
      () => packageBody(destination.id),
      async () => (await createPackage(kv, packageInput.parse(packageBody(destination.id)))).id,
    ),
    ...catalogue(
      "activities",
      activity.id,
      () => activityBody({ packageId: pkg.id }),
      async () => (await createActivity(kv, activityInput.parse(activityBody()))).id,
    ),

    // ---- The audit log --------------------------------------------------------------------------------
    { route: "GET /api/audit", expect: adminOnly(200), request: () => ({ path: "/api/audit" }) },

    // ---- Exchange rates -----------------------------------------------------------------------------
    { route: "GET /api/exchange-rates", expect: all(200), request: () => ({ path: "/api/exchange-rates" }) },
    {
      route: "PUT /api/exchange-rates",
      expect: adminOnly(200),
      request: () => ({ path: "/api/exchange-rates", body: { rates: { EUR: { rate: 0.93, date: "2026-11-20" } } } }),
    },

    // ---- Accounts -------------------------------------------------------------------------------
    {
      route: "POST /api/auth/login",
      expect: all(200),
      request: async () => ({
        path: "/api/auth/login",
        body: { email: (await storeUser(t)).email, password: ROLE_PASSWORD },
      }),
    },
    {
      // A throwaway session of the caller, so the matrix keeps its own tokens.
      route: "POST /api/auth/logout",
      expect: all(200),
      request: async (role) => ({
        path: "/api/auth/logout",
        token: role === "anonymous" ? null : await tokenFor(t, callers[role].user),
      }),
    },
    { route: "GET /api/auth/profile", expect: signedIn(200), request: () => ({ path: "/api/auth/profile" }) },
    { route: "GET /api/auth/verify", expect: signedIn(200), request: () => ({ path: "/api/auth/verify" }) },
    {
      route: "POST /api/auth/send-email-otp",
      expect: all(200),
      request: () => ({ path: "/api/auth/send-email-otp", body: { email: email() } }),
    },
    {
      route: "POST /api/auth/verify-email-otp",
      expect: all(200),
      request: async () => {
        const address = email();
        return {
          path: "/api/auth/verify-email-otp",
          body: { email: address, otp: await issueOtp(kv, t.deps.jwtSecret, address) },
        };
      },
    },
    {
      route: "POST /api/auth/register",
      expect: all(201),
      request: async () => {
        const address = email();
        await verifyOtp(kv, t.deps.jwtSecret, address, await issueOtp(kv, t.deps.jwtSecret, address));
        return { path: "/api/auth/register", body: registrationBody(address) };
      },
    },
    {
      route: "POST /api/auth/change-password",
      expect: signedIn(200),
      request: (role) => {
        const password = role === "admin" ? ADMIN.password : ROLE_PASSWORD;
        return {
          path: "/api/auth/change-password",
          body: { currentPassword: password, newPassword: password },
        };
      },
    },
    { route: "GET /api/auth/users", expect: adminOnly(200), request: () => ({ path: "/api/auth/users" }) },
    {
      route: "PATCH /api/auth/users/:id",
      case: "the first member's record",
      expect: { anonymous: 401, pending: 403, member: 200, other: 403, admin: 200 },
      request: (role) => ({
        path: `/api/auth/users/${member.user.id}`,
        body: { name: `Renamed by ${role}`, displayName: `Shown as ${role}` },
      }),
    },
    {
      route: "PATCH /api/auth/users/:id",
      case: "the caller's own record (pending members may edit theirs)",
      expect: signedIn(200),
      request: (role) => ({
        path: `/api/auth/users/${role === "anonymous" ? member.user.id : callers[role].user.id}`,
        body: { preferences: { general: { theme: "light" } }, joinReason: `Edited by ${role}` },
      }),
    },
    {
      route: "PATCH /api/auth/users/:id",
      case: "the caller's own record, raising their own flags",
      expect: { anonymous: 401, pending: 403, member: 403, other: 403, admin: 200 },
      request: (role) => ({
        path: `/api/auth/users/${role === "anonymous" ? member.user.id : callers[role].user.id}`,
        body: { isApproved: true, isAdmin: true },
      }),
    },
    {
      route: "PATCH /api/auth/users/:id/approve",
      expect: adminOnly(200),
      request: async () => ({
        path: `/api/auth/users/${(await storeUser(t, { isApproved: false })).id}/approve`,
        body: { isApproved: true },
      }),
    },
    {
      route: "PATCH /api/auth/users/:id/admin",
      expect: adminOnly(200),
      request: async () => ({
        path: `/api/auth/users/${(await storeUser(t)).id}/admin`,
        body: { isAdmin: true },
      }),
    },
    {
      route: "POST /api/auth/create-user",
      expect: adminOnly(201),
      request: () => ({
        path: "/api/auth/create-user",
        body: { name: "Created", email: email(), password: "created-pass-1" },
      }),
    },
    {
      route: "DELETE /api/auth/users/:id",
      case: "the caller's own account (nobody deletes themselves here)",
      expect: { anonymous: 401, pending: 403, member: 403, other: 403, admin: 403 },
      request: (role) => ({
        path: `/api/auth/users/${role === "anonymous" ? member.user.id : callers[role].user.id}`,
      }),
    },
    {
      route: "DELETE /api/auth/users/:id",
      case: "a throwaway user",
      expect: adminOnly(200),
      request: async () => ({ path: `/api/auth/users/${(await storeUser(t)).id}` }),
    },

    // ---- Inquiries --------------------------------------------------------------------------------
    {
      route: "POST /api/inquiries",
      case: "a package inquiry",
      expect: all(201),
      request: () => ({ path: "/api/inquiries", body: { ...inquiryBody(pkg.id), ...spoofed } }),
    },
    {
      route: "POST /api/inquiries",
      case: "a VIP service (approved members)",
      expect: { anonymous: 401, pending: 403, member: 201, other: 201, admin: 201 },
      request: () => ({
        path: "/api/inquiries",
        body: {
          ...inquiryBody(pkg.id),
          ...spoofed,
          type: "vip_service",
          itemId: undefined,
          itemName: VIP_SERVICES[0].name,
        },
      }),
    },
    { route: "GET /api/inquiries", expect: adminOnly(200), request: () => ({ path: "/api/inquiries" }) },
    {
      route: "PATCH /api/inquiries/:id/status",
      expect: adminOnly(200),
      request: () => ({ path: `/api/inquiries/${inquiryId}/status`, body: { status: "Viewed" } }),
    },
    {
      route: "DELETE /api/inquiries/:id",
      expect: adminOnly(200),
      request: async () => ({ path: `/api/inquiries/${await newInquiry()}` }),
    },

    {
      route: "GET /api/inquiries/:id/thread",
      expect: adminOnly(200),
      request: () => ({ path: `/api/inquiries/${inquiryId}/thread` }),
    },
    {
      route: "POST /api/inquiries/:id/replies",
      expect: adminOnly(201),
      request: () => ({ path: `/api/inquiries/${inquiryId}/replies`, body: { text: "Our answer." } }),
    },
    {
      route: "POST /api/inquiries/:id/notes",
      expect: adminOnly(201),
      request: () => ({ path: `/api/inquiries/${inquiryId}/notes`, body: { text: "A note." } }),
    },
    {
      route: "PATCH /api/inquiries/:id/assignee",
      expect: adminOnly(200),
      request: () => ({ path: `/api/inquiries/${inquiryId}/assignee`, body: { assigneeId: null } }),
    },
    {
      route: "POST /api/inquiries/:id/read",
      expect: adminOnly(200),
      request: () => ({ path: `/api/inquiries/${inquiryId}/read` }),
    },
    {
      route: "DELETE /api/inquiries/:id/thread-links",
      expect: adminOnly(200),
      request: async () => ({ path: `/api/inquiries/${await newInquiry()}/thread-links` }),
    },
    // The private link is the key: anyone holding it reads and writes, with or without a token.
    { route: "GET /api/threads/:token", expect: all(200), request: () => ({ path: `/api/threads/${link.token}` }) },
    {
      route: "POST /api/threads/:token/messages",
      expect: all(201),
      request: () => ({ path: `/api/threads/${link.token}/messages`, body: { text: "Thank you." } }),
    },
    { route: "GET /api/me/journeys", expect: signedIn(200), request: () => ({ path: "/api/me/journeys" }) },
    {
      route: "GET /api/me/inquiries/:id",
      expect: onlyTheMember(200),
      request: () => ({ path: `/api/me/inquiries/${membersInquiry}` }),
    },
    {
      route: "POST /api/me/inquiries/:id/messages",
      expect: onlyTheMember(201),
      request: () => ({ path: `/api/me/inquiries/${membersInquiry}/messages`, body: { text: "From my account." } }),
    },

    // ---- Bespoke ideas ----------------------------------------------------------------------------
    {
      route: "POST /api/bespoke",
      expect: { anonymous: 401, pending: 403, member: 201, other: 201, admin: 201 },
      // The body claims to be the first member: identity comes from the token only.
      request: () => ({ path: "/api/bespoke", body: { requestDetails, generatedIdea: idea, ...spoofed } }),
    },
    {
      route: "GET /api/bespoke",
      case: "each caller's own list",
      expect: signedIn(200),
      request: () => ({ path: "/api/bespoke" }),
    },
    {
      route: "GET /api/bespoke/:id",
      expect: ownerOrAdmin(200, 401),
      request: () => ({ path: `/api/bespoke/${bespokeId}` }),
    },
    {
      route: "PATCH /api/bespoke/:id/status",
      expect: adminOnly(200),
      request: () => ({ path: `/api/bespoke/${bespokeId}/status`, body: { status: "Viewed" } }),
    },
    {
      route: "PATCH /api/bespoke/:id/assignee",
      expect: adminOnly(200),
      request: () => ({ path: `/api/bespoke/${bespokeId}/assignee`, body: { assigneeId: null } }),
    },
    {
      route: "GET /api/bespoke/:id/notes",
      expect: adminOnly(200),
      request: () => ({ path: `/api/bespoke/${bespokeId}/notes` }),
    },
    {
      route: "POST /api/bespoke/:id/notes",
      expect: adminOnly(201),
      request: () => ({ path: `/api/bespoke/${bespokeId}/notes`, body: { text: "A note." } }),
    },

    // ---- Chat ---------------------------------------------------------------------------------------
    {
      route: "GET /api/chat/sessions",
      expect: adminOnly(200),
      request: () => ({ path: "/api/chat/sessions" }),
    },
    {
      route: "POST /api/chat/sessions/:id/read",
      expect: adminOnly(200),
      request: () => ({ path: `/api/chat/sessions/${anonSession}/read` }),
    },
    {
      route: "GET /api/desk/events",
      case: "server-sent events",
      expect: adminOnly(200),
      request: () => ({ path: "/api/desk/events" }),
    },
    {
      route: "GET /api/desk/counts",
      expect: adminOnly(200),
      request: () => ({ path: "/api/desk/counts?desk=bespoke" }),
    },
    {
      route: "GET /api/chat/sessions/:id",
      case: "the first member's session",
      expect: ownerOrAdmin(200),
      request: () => ({ path: `/api/chat/sessions/${memberSession}` }),
    },
    {
      route: "GET /api/chat/sessions/:id",
      case: "an anonymous session: whoever holds its id",
      expect: all(200),
      request: () => ({ path: `/api/chat/sessions/${anonSession}` }),
    },
    {
      route: "GET /api/chat/sessions/:id/events",
      case: "the first member's session (server-sent events)",
      expect: ownerOrAdmin(200),
      request: () => ({ path: `/api/chat/sessions/${memberSession}/events` }),
    },
    {
      route: "POST /api/chat/sessions/:id/messages",
      case: "a visitor message in the first member's session",
      expect: { anonymous: 404, pending: 404, member: 201, other: 404, admin: 404 },
      request: () => ({
        path: `/api/chat/sessions/${memberSession}/messages`,
        body: { text: "Is the villa free?" },
      }),
    },
    {
      route: "POST /api/chat/sessions/:id/messages",
      case: "a consultant's reply (role model)",
      expect: { anonymous: 403, pending: 403, member: 403, other: 403, admin: 201 },
      request: () => ({
        path: `/api/chat/sessions/${memberSession}/messages`,
        body: { text: "It is.", role: "model" },
      }),
    },
    {
      route: "POST /api/chat/sessions/:id/messages",
      case: "each caller's own new conversation",
      expect: all(201),
      request: (role) => ({
        path: `/api/chat/sessions/${
          newChatSessionId(role === "anonymous" ? undefined : callers[role].user.id)
        }/messages`,
        body: { text: "Hello" },
      }),
    },
    {
      route: "PATCH /api/chat/sessions/:id/status",
      expect: adminOnly(200),
      request: () => ({
        path: `/api/chat/sessions/${memberSession}/status`,
        body: { status: "Needs Review" },
      }),
    },
    {
      route: "PATCH /api/chat/sessions/:id/handler",
      expect: adminOnly(200),
      request: () => ({ path: `/api/chat/sessions/${memberSession}/handler`, body: { handler: "ai" } }),
    },
    {
      route: "DELETE /api/chat/sessions/:id",
      expect: adminOnly(200),
      request: async () => {
        const id = newChatSessionId();
        await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Hello" } });
        return { path: `/api/chat/sessions/${id}` };
      },
    },

    // ---- The chat that follows its visitor: only the conversation's owner (administrators included: 404).
    { route: "GET /api/chat/mine", expect: signedIn(200), request: () => ({ path: "/api/chat/mine" }) },
    {
      route: "POST /api/chat/sessions/:id/end",
      case: "a fresh conversation of the first member",
      expect: { ...ownerOrAdmin(200), admin: 404 },
      request: async () => ({ path: `/api/chat/sessions/${await newMemberChat()}/end` }),
    },
    {
      route: "POST /api/chat/sessions/:id/transcript",
      case: "a fresh conversation of the first member",
      expect: { ...ownerOrAdmin(200), admin: 404 },
      request: async () => ({ path: `/api/chat/sessions/${await newMemberChat()}/transcript`, body: { email: email() } }),
    },
    {
      route: "POST /api/chat/sessions/:id/consultant",
      case: "a fresh conversation of the first member",
      expect: { ...ownerOrAdmin(200), admin: 404 },
      request: async () => ({ path: `/api/chat/sessions/${await newMemberChat()}/consultant` }),
    },
    {
      route: "POST /api/chat/sessions/:id/keep",
      case: "a fresh anonymous conversation whose id the caller holds",
      expect: signedIn(200),
      request: async () => {
        const id = newChatSessionId();
        await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Hello" } });
        return { path: `/api/chat/sessions/${id}/keep` };
      },
    },

    // ---- Media ------------------------------------------------------------------------------------
    {
      route: "POST /api/media/upload",
      expect: adminOnly(201),
      request: () => ({
        path: "/api/media/upload",
        raw: uploadBody(),
        headers: { "content-type": MULTIPART_TYPE },
      }),
    },
    { route: "GET /api/media/list", expect: adminOnly(200), request: () => ({ path: "/api/media/list" }) },
    {
      route: "GET /api/media/info/:filename",
      expect: adminOnly(200),
      request: () => ({ path: `/api/media/info/${mediaFile}` }),
    },
    {
      route: "PATCH /api/media/:filename",
      expect: adminOnly(200),
      request: () => ({ path: `/api/media/${mediaFile}`, body: { alt: "A gold circle", focus: { x: 40, y: 60 } } }),
    },
    {
      route: "DELETE /api/media/:filename",
      expect: adminOnly(200),
      request: async () => ({ path: `/api/media/${await upload()}` }),
    },
    // ---- A trip's documents: staff's, and the traveller's by the trip's link -------------------------
    {
      route: "POST /api/trips/:id/documents",
      expect: adminOnly(201),
      request: () => ({ path: `/api/trips/${trip.trip.id}/documents`, raw: tripDocumentBody(), headers: { "content-type": MULTIPART_TYPE } }),
    },
    { route: "GET /api/trips/:id/documents", expect: adminOnly(200), request: () => ({ path: `/api/trips/${trip.trip.id}/documents` }) },
    {
      route: "GET /api/trips/:id/documents/:documentId",
      expect: adminOnly(200),
      request: () => ({ path: `/api/trips/${trip.trip.id}/documents/${tripDocument}` }),
    },
    {
      route: "DELETE /api/trips/:id/documents/:documentId",
      expect: adminOnly(200),
      request: async () => ({ path: `/api/trips/${trip.trip.id}/documents/${await uploadTripDocument()}` }),
    },
    {
      route: "GET /api/trip-links/:token/documents/:documentId",
      expect: all(200),
      request: () => ({ path: `/api/trip-links/${trip.token}/documents/${tripDocument}` }),
    },
    // ---- The API document and its reference page: public, the same for every caller ------------------
    { route: "GET /api/openapi.json", expect: all(200), request: () => ({ path: "/api/openapi.json" }) },
    { route: "GET /api/docs", expect: all(200), request: () => ({ path: "/api/docs" }) },
    { route: "GET /api/docs/:file", expect: all(200), request: () => ({ path: "/api/docs/start.js" }) },
    {
      route: "GET /api/docs/:file",
      case: "a file of the package that is not the page's",
      expect: all(404),
      request: () => ({ path: "/api/docs/package.json" }),
    },

    { route: "GET /media/:filename", expect: all(200), request: () => ({ path: `/media/${mediaFile}` }) },
    { route: "HEAD /media/:filename", expect: all(200), request: () => ({ path: `/media/${mediaFile}` }) },

    // ---- Findable and shareable ----------------------------------------------------------------------
    { route: "GET /sitemap.xml", expect: all(200), request: () => ({ path: "/sitemap.xml" }) },
    { route: "GET /sitemap-languages.xml", expect: all(200), request: () => ({ path: "/sitemap-languages.xml" }) },
    ...["en", "ar", "es", "fr", "de", "it", "pt"].map((lang) => ({
      route: `GET /sitemap-${lang}.xml`,
      expect: all(200),
      request: () => ({ path: `/sitemap-${lang}.xml` }),
    })),
    { route: "GET /robots.txt", expect: all(200), request: () => ({ path: "/robots.txt" }) },
    // A well-formed name that no picture of the site has: public, and the same answer for every caller.
    { route: "GET /previews/:name", expect: all(404), request: () => ({ path: `/previews/${"0".repeat(32)}.jpg` }) },
    { route: "HEAD /previews/:name", expect: all(404), request: () => ({ path: `/previews/${"0".repeat(32)}.jpg` }) },

    // ---- Push notifications (last: no event after them sends to these made-up endpoints) ----------------
    { route: "GET /api/push/public-key", expect: all(200), request: () => ({ path: "/api/push/public-key" }) },
    { route: "GET /api/agency", expect: all(200), request: () => ({ path: "/api/agency" }) },
    {
      route: "POST /api/push/subscriptions",
      case: "the caller's own devices: a signed-in member, pending ones too",
      expect: signedIn(201),
      request: () => ({ path: "/api/push/subscriptions", body: { subscription: pushDevice() } }),
    },
    {
      route: "POST /api/push/subscriptions",
      case: "the first member's conversation",
      expect: { anonymous: 404, pending: 404, member: 201, other: 404, admin: 404 },
      request: () => ({ path: "/api/push/subscriptions", body: { subscription: pushDevice(), chatSessionId: memberSession } }),
    },
    {
      route: "POST /api/push/subscriptions",
      case: "an anonymous conversation: whoever holds its id",
      expect: all(201),
      request: () => ({ path: "/api/push/subscriptions", body: { subscription: pushDevice(), chatSessionId: anonSession } }),
    },
    {
      route: "POST /api/push/subscriptions",
      case: "the staff notifications",
      expect: adminOnly(201),
      request: () => ({ path: "/api/push/subscriptions", body: { subscription: pushDevice(), staff: true } }),
    },
    {
      route: "POST /api/push/subscriptions",
      case: "an inquiry's thread: whoever holds its private link",
      expect: all(201),
      request: () => ({ path: "/api/push/subscriptions", body: { subscription: pushDevice(), threadToken: link.token } }),
    },
    {
      route: "PUT /api/push/subscriptions",
      case: "whoever holds the old endpoint",
      expect: all(200),
      request: () => ({ path: "/api/push/subscriptions", body: { oldEndpoint: pushDevice().endpoint, subscription: pushDevice() } }),
    },
    {
      route: "DELETE /api/push/subscriptions",
      case: "whoever holds the endpoint",
      expect: all(200),
      request: () => ({ path: "/api/push/subscriptions", body: { endpoint: pushDevice().endpoint } }),
    },

    // ---- Health: the same for everyone, no token needed ----------------------------------------------
    { route: "GET /healthz", expect: all(200), request: () => ({ path: "/healthz" }) },
    {
      route: "GET /readyz",
      expect: all(200),
      request: async () => {
        await Deno.mkdir(t.config.WEB_DIST, { recursive: true });
        await Deno.writeTextFile(`${t.config.WEB_DIST}/index.html`, "<!doctype html>");
        return { path: "/readyz" };
      },
    },
  ];
}

/** One call; a server-sent event stream is answered by its status and headers, then closed. */
Deno.test("authorization matrix: every route, as every caller, gets the status its rules give", async () => {
  const t = await makeTestApp();
  try {
    const callers = await makeCallers(t);
    // Every declared route without a row written for it gets one from its registry entry, and the
    // written rows refuse exactly the callers each route's declared access refuses.
    const declared = apiRoutes();
    const written = await buildMatrix(t, callers);
    assert.deepEqual(disagreements(declared, written), [], "rows that disagree with their route's declared access");
    const rows = [...written, ...registryRows(declared, written)];
    // Every served route is listed, and every listed route is served.
    const served = appRoutes(t);
    const listed = new Set(rows.map((r) => r.route));
    const unlisted = [...served].filter((route) => !listed.has(route));
    assert.deepEqual(unlisted, [], `routes missing from the authorization matrix: ${unlisted.join(", ")}`);
    const stale = [...listed].filter((route) => !served.has(route));
    assert.deepEqual(stale, [], `the matrix lists routes the app does not serve: ${stale.join(", ")}`);
    const wrong: string[] = [];
    for (const row of rows) wrong.push(...await checkRow(t, callers, row));
    assert.deepEqual(wrong, [], `\n${wrong.join("\n")}`);

    // What the refused calls must not have done: the first member's record carries only the owner's
    // and the administrator's edits, and nobody gained a flag.
    const owner = (await getUser(t.kv, callers.member.user.id))!;
    assert.equal(owner.name, "Renamed by admin");
    assert.equal(owner.isAdmin, false);
    assert.equal((await getUser(t.kv, callers.pending.user.id))!.isApproved, false);
    assert.equal((await getUser(t.kv, callers.other.user.id))!.isAdmin, false);
    // Lists are per caller: the other member never sees the first member's bespoke request.
    const othersList = await t.call("GET", "/api/bespoke", { token: callers.other.token });
    assert.ok(
      othersList.json.data.length > 0 &&
        othersList.json.data.every((b: { userId: string }) => b.userId === callers.other.user.id),
    );
    // What the first member owns is what they made: the spoofed bodies of the others were filed under
    // their own accounts (their initial bespoke request and one from the matrix; two inquiries).
    const everything = async (path: string) =>
      (await t.call("GET", path, { token: callers.admin.token })).json.data as { userId?: string }[];
    const ownerId = callers.member.user.id;
    assert.equal((await everything("/api/bespoke")).filter((b) => b.userId === ownerId).length, 2);
    assert.equal((await everything("/api/inquiries")).filter((i) => i.userId === ownerId).length, 2);
    // A logged-out session is gone: the throwaway token no longer works.
    const throwaway = await tokenFor(t, callers.member.user);
    assert.equal((await t.call("POST", "/api/auth/logout", { token: throwaway })).status, 200);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: throwaway })).status, 401);
    await t.deps.outbox.settled();
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});

Deno.test("an /api path that is no route answers the API's JSON error, whoever asks", async () => {
  const t = await makeTestApp();
  try {
    const admin = (await makeCallers(t)).admin.token;
    for (
      const [method, path] of [["GET", "/api/nowhere"], ["GET", "/api"], ["POST", "/api/destinations/x/y"], [
        "GET",
        "/api/destinations/%2e%2e",
      ]]
    ) {
      for (const token of [undefined, admin]) {
        const res = await t.call(method, path, { token });
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.deepEqual(
          withoutRequestId(res.json),
          { message: "There is no such API route.", code: "not_found" },
          `${method} ${path}: ${res.text}`,
        );
      }
    }
    // Outside /api a miss stays a plain 404.
    assert.equal((await t.call("GET", "/media/not-a-stored-name.gif")).text, "Not found");
  } finally {
    await t.close();
  }
});

/**
 * What each write route of the matrix, called by an administrator, records: its entry, or null and
 * why not; a case of a route that records otherwise is listed as "route (case)".
 */
type Recorded = { entity: AuditEntity; action: AuditAction } | null;
const catalogueRecorded = (name: string, entity: AuditEntity): Record<string, Recorded> => ({
  [`POST /api/${name}`]: { entity, action: "create" },
  [`PUT /api/${name}/:id`]: { entity, action: "update" },
  [`DELETE /api/${name}/:id`]: { entity, action: "delete" },
  [`PUT /api/${name}/:id/translations/:lang`]: { entity, action: "translate" },
  [`POST /api/${name}/:id/versions/:version/restore`]: { entity, action: "restore" },
  [`POST /api/${name}/:id/publish`]: { entity, action: "publish" },
  [`POST /api/${name}/:id/unpublish`]: { entity, action: "unpublish" },
});
const RECORDED: Record<string, Recorded> = {
  ...catalogueRecorded("destinations", "destination"),
  ...catalogueRecorded("packages", "package"),
  ...catalogueRecorded("activities", "activity"),
  "PUT /api/exchange-rates": { entity: "exchange_rates", action: "update" },
  // The matrix signs in a member: only staff sign-ins are recorded (tests/server/audit_test.ts).
  "POST /api/auth/login": null,
  // A traveller's own steps, whoever takes them: not staff actions.
  "POST /api/auth/logout": null,
  "POST /api/auth/send-email-otp": null,
  "POST /api/auth/verify-email-otp": null,
  "POST /api/auth/register": null,
  "POST /api/inquiries": null,
  "POST /api/bespoke": null,
  // A visitor's chat message is kept in the conversation's own transcript; a consultant's reply is a staff action.
  "POST /api/chat/sessions/:id/messages": null,
  "POST /api/chat/sessions/:id/messages (a consultant's reply (role model))": { entity: "chat", action: "reply" },
  // A member keeping the conversation they started before logging in: the visitor's own step.
  "POST /api/chat/sessions/:id/keep": null,
  // A traveller writing on their own inquiry's thread (by private link, or as its member).
  "POST /api/threads/:token/messages": null,
  // A device's own notifications, turned on or off: a setting of the person, not a change to the business's records.
  "POST /api/push/subscriptions": null,
  "DELETE /api/push/subscriptions": null,
  "PUT /api/push/subscriptions": null,
  "POST /api/me/inquiries/:id/messages": null,
  "POST /api/inquiries/:id/replies": { entity: "inquiry", action: "reply" },
  "POST /api/inquiries/:id/notes": { entity: "inquiry", action: "note" },
  "PATCH /api/inquiries/:id/assignee": { entity: "inquiry", action: "assign" },
  "DELETE /api/inquiries/:id/thread-links": { entity: "inquiry", action: "revoke_links" },
  // Staff opening an inquiry or a conversation: what they have read, not a change to the business's records.
  "POST /api/inquiries/:id/read": null,
  "POST /api/chat/sessions/:id/read": null,
  "POST /api/auth/change-password": { entity: "user", action: "update" },
  "PATCH /api/auth/users/:id": { entity: "user", action: "update" },
  "PATCH /api/auth/users/:id/approve": { entity: "user", action: "approve" },
  "PATCH /api/auth/users/:id/admin": { entity: "user", action: "admin_flag" },
  "POST /api/auth/create-user": { entity: "user", action: "create" },
  "DELETE /api/auth/users/:id": { entity: "user", action: "delete" },
  "PATCH /api/inquiries/:id/status": { entity: "inquiry", action: "status" },
  "DELETE /api/inquiries/:id": { entity: "inquiry", action: "delete" },
  "PATCH /api/bespoke/:id/status": { entity: "bespoke", action: "status" },
  "PATCH /api/bespoke/:id/assignee": { entity: "bespoke", action: "assign" },
  "POST /api/bespoke/:id/notes": { entity: "bespoke", action: "note" },
  "PATCH /api/chat/sessions/:id/status": { entity: "chat", action: "status" },
  "PATCH /api/chat/sessions/:id/handler": { entity: "chat", action: "handover" },
  "DELETE /api/chat/sessions/:id": { entity: "chat", action: "delete" },
  "POST /api/media/upload": { entity: "media", action: "upload" },
  "PATCH /api/media/:filename": { entity: "media", action: "update" },
  "DELETE /api/media/:filename": { entity: "media", action: "delete" },
  "POST /api/trips/:id/documents": { entity: "trip", action: "upload" },
  "DELETE /api/trips/:id/documents/:documentId": { entity: "trip", action: "delete" },
};

async function auditEntries(kv: Deno.Kv): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for await (const e of kv.list<AuditEntry>({ prefix: ["audit"] })) entries.push(e.value);
  return entries;
}

Deno.test("every write route of the matrix, called by an administrator, leaves exactly its one audit entry, without secrets", async () => {
  const t = await makeTestApp();
  try {
    const callers = await makeCallers(t);
    const admin = callers.admin;
    const rows = await buildMatrix(t, callers);
    const writes = rows.filter((r) => !r.route.startsWith("GET ") && !r.route.startsWith("HEAD ") && r.expect.admin < 300);
    const unlisted = writes.map((r) => r.route).filter((route) => !(route in RECORDED));
    assert.deepEqual(unlisted, [], "write routes without an audit expectation");
    const wrong: string[] = [];
    const secrets = [ROLE_PASSWORD, ADMIN.password, "created-pass-1", "$argon2", "passwordHash", "access_token"];
    for (const row of writes) {
      const label = `${row.route}${row.case ? ` (${row.case})` : ""}`;
      const req = await row.request("admin");
      const known = new Set((await auditEntries(t.kv)).map((e) => e.id));
      const res = await send(t, row.route.split(" ")[0], req, req.token === null ? undefined : req.token ?? admin.token);
      if (res.status !== row.expect.admin) {
        wrong.push(`${label}: status ${res.status}`);
        continue;
      }
      const added = (await auditEntries(t.kv)).filter((e) => !known.has(e.id));
      const expected = label in RECORDED ? RECORDED[label] : RECORDED[row.route];
      if (expected === null) {
        if (added.length !== 0) wrong.push(`${label}: expected no entry, got ${JSON.stringify(added)}`);
        continue;
      }
      if (added.length !== 1) {
        wrong.push(`${label}: expected one entry, got ${added.length}`);
        continue;
      }
      const [entry] = added;
      if (entry.entity !== expected.entity || entry.action !== expected.action) {
        wrong.push(`${label}: recorded ${entry.entity} ${entry.action}`);
      }
      if (entry.actorId !== admin.user.id || entry.actorName !== admin.user.name || !entry.address || !entry.requestId) {
        wrong.push(`${label}: who/where missing: ${JSON.stringify(entry)}`);
      }
      const text = JSON.stringify(entry);
      for (const secret of secrets) if (text.includes(secret)) wrong.push(`${label}: the entry holds ${secret}`);
      // Before and after: what the body asked for is what the entry says changed to.
      const body = req.body as Record<string, unknown> | undefined;
      if (expected.action === "status" || (expected.action === "update" && expected.entity !== "user" && expected.entity !== "exchange_rates")) {
        for (const [field, value] of Object.entries(entry.after ?? {})) {
          if (body && field in body && JSON.stringify(body[field]) !== JSON.stringify(value)) {
            wrong.push(`${label}: after.${field} is ${JSON.stringify(value)}, the body said ${JSON.stringify(body[field])}`);
          }
        }
        // (The matrix saves its fixtures unchanged, so an update may change nothing: tests/server/audit_test.ts edits.)
        if (expected.action === "status" && !entry.after?.status) wrong.push(`${label}: no status after`);
      }
      if (expected.action === "delete" && expected.entity !== "user" && Object.keys(entry.before ?? {}).length === 0) {
        wrong.push(`${label}: a delete without its before`);
      }
      if (expected.entity === "user" && row.case === "the first member's record") {
        // A member's personal fields are named, never shown.
        if (!entry.changed?.includes("name") || text.includes("Renamed by admin")) wrong.push(`${label}: personal field shown: ${text}`);
      }
    }
    assert.deepEqual(wrong, [], `\n${wrong.join("\n")}`);
    await t.deps.outbox.settled();
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});
