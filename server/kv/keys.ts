/**
 * The key layout of the database, in one place. Every record is stored under its entity prefix;
 * secondary indexes point back to it and are written in the same atomic commit as the record.
 *
 *   ["destinations", id]                            -> Destination
 *   ["packages", id]                                -> TravelPackage
 *   ["packages_by_destination", destinationId, id]  -> true
 *   ["activities", id]                              -> Activity
 *   ["activities_by_package", packageId, id]        -> true
 *   ["users", id]                                   -> StoredUser (with passwordHash)
 *   ["users_by_email", email]                       -> userId          (unique email)
 *   ["sessions", sessionId]                         -> Session         (token revocation)
 *   ["sessions_by_user", userId, sessionId]         -> true
 *   ["settings", name]                              -> value           (e.g. the generated JWT secret)
 *   ["settings", "catalogue_version"]               -> timestamp       (bumped by every catalogue write: cached answers are stale)
 *   ["settings", "inquiry_index_backfill"]          -> {after?, done?} (how far the start's filling of older inquiries' indexes got)
 *   ["catalogue_changed", collection, id]         -> timestamp       (item's last create/update/translation; same commit; deleted with it)
 *   ["catalogue_changed", collection]             -> timestamp       (the collection's last delete, in the delete's commit: its list page changed)
 *   ["catalogue_drafts", collection, id]          -> StaffCopy       (staff's unpublished copy: a draft, scheduled, or a change to a published item; catalogue-drafts.ts)
 *   ["publish_schedule", publishAtMs, collection, id] -> true          (a scheduled item's time, in the draft's commit; the publisher reads it in time order)
 *   ["settings", "publish_schedule"]                -> timestamp       (rewritten by every schedule change: publishers watch it)
 *   ["rate", bucket, ...subject, windowEndsAt]      -> KvU64 count     (rate-windows.ts; swept hourly)
 *   ["links_guard", parentKind, parentId]           -> timestamp
 *   ["chat_sessions", sessionId]                    -> StoredChatSession (state; rewritten with each message)
 *   ["chat_messages", sessionId, messageId]         -> ChatMessage     (one key per message)
 *   ["chat_by_activity", lastActivity, sessionId]   -> StoredChatSession (the desk's order; set with the record: putChatSession)
 *   ["chat_awaiting", awaitingSince, sessionId]     -> StoredChatSession (those awaiting our reply, longest first; putChatSession)
 *   ["chat_claimed", userId, sessionId]             -> true            (an anonymous session its visitor kept on logging in)
 *   ["settings", "chat_desk_active"]                -> timestamp       (a consultant's last request to the chat desk)
 *   ["chat_staff_told", sessionId]                  -> ms timestamp    (staff last told the conversation waits; expires)
 *   ["bespoke", id]                                 -> BespokeSubmission
 *   ["bespoke_by_user", userId, id]                 -> true
 *   ["bespoke_notes", bespokeId, noteId]            -> DeskMessage     (staff notes, kind "note"; at most LIMITS.threadMessages)
 *   ["status_counts", "bespoke" | "chats", status]  -> KvU64           (records per status: status-counts.ts)
 *   ["status_counts", "chats_awaiting"]             -> KvU64           (chat sessions awaiting our reply: status-counts.ts)
 *   ["inquiries", id]                               -> Inquiry
 *   ["email_otps", email]                           -> StoredOtp       (code hash, expiresAt, wrong tries)
 *   ["email_verified", email]                       -> EmailVerification (expiresAt; consumed by register)
 *   ["sign_in_otps", email]                         -> StoredOtp       (a sign-in code for a new device while the account is guarded)
 *   ["inquiry_keys", idempotencyKey]                -> {fingerprint, inquiry} (written with the inquiry; expires)
 *   ["inquiry_key_of", inquiryId]                   -> idempotencyKey  (so a delete can strip the key's copy)
 *   ["inquiries_by_email", email, inquiryId]        -> true            (written with the inquiry: a member's timeline)
 *   ["inquiries_by_user", userId, inquiryId]        -> true            (written with an inquiry sent while logged in)
 *   ["inquiry_messages", inquiryId, messageId]      -> StoredThreadMessage (replies, traveller's messages, notes)
 *   ["thread_tokens", tokenHash]                    -> ThreadLink      (SHA-256 of a traveller's private link; a deleted inquiry's stays as a tombstone, expiring)
 *   ["thread_tokens_of", inquiryId, tokenHash]      -> true            (so staff can revoke, and a delete can find, an inquiry's links)
 *   ["media", filename]                             -> StoredMedia     (metadata; the file is DATA_DIR/media/filename)
 *   ["media_guard", filename]                       -> timestamp       (rewritten by every catalogue write that shows the file; media-uses.ts)
 *   ["mail_outbox", id]                             -> SentMail        (mail kept locally without SMTP_URL; expires)
 *   ["outbox", id]                                  -> OutboxEntry     (an email or push a write caused, in its commit; the worker delivers and deletes it; outbox.ts)
 *   ["outbox_jobs", name]                           -> JobLease        (which instance runs a scheduled job and until when; outbox.ts)
 *   ["health_probe", instanceId]                    -> timestamp       (written and read back by /readyz; expires)
 *   ["exchange_rates"]                              -> StoredRates     (units per US dollar, each dated; its versionstamp is the answer's version)
 *   ["audit", entryId]                              -> AuditEntry      (written in the commit of the change it records; expires after 400 days)
 *   ["audit_by_actor", actorId, entryId]            -> true            (the same commit and expiry; so are the two below)
 *   ["audit_by_entity", entity, entryId]            -> true
 *   ["audit_by_item", entity, entityId, entryId]    -> true
 *   ["audit_unknown_sign_ins", address, hourStart]  -> entryId         (the entry that counts that hour's failed sign-ins for no account from that address; expires)
 *   ["catalogue_versions", collection, id, versionId] -> CatalogueVersion (each saved state of an item, in its write's commit; expires after 400 days)
 *   ["push_subscriptions", ownerKind, ownerId, endpointHash] -> StoredPushSubscription (ownerKind user, staff or chat)
 *   ["push_by_endpoint", endpointHash, ownerKind, ownerId]   -> true (same commit; to forget an endpoint for every owner)
 *   ["push_owner_guard", ownerKind, ownerId]                 -> timestamp (rewritten by each new subscription: the per-owner limit holds under races)
 *   ["purges", kind, id]                            -> timestamp       (a delete whose record went in its first commit and whose rest goes in batches; purges.ts)
 *   ["desk_changed", desk]                          -> KvU64 count     (plus one in the commit of every write that changes a staff desk's list; desk streams watch it)
 *   ["proposals", id]                               -> StoredProposal  (the working copy staff edit; proposals.ts)
 *   ["proposal_versions", id, n]                    -> SentProposal    (version n as sent, frozen: what the traveller sees and accepts)
 *   ["proposal_views", id]                          -> {first, last, count} (the traveller's opens; apart, so a view never makes a staff edit stale)
 *   ["proposals_by_source", kind, sourceId, id]     -> true            (the proposals started from an inquiry, bespoke request or chat)
 *   ["proposals_by_email", email, id]               -> true            (a traveller's proposals: My journeys)
 *   ["proposal_tokens", tokenHash]                  -> ProposalLink    (SHA-256 of a traveller's private proposal link)
 *   ["proposal_tokens_of", proposalId, tokenHash]   -> true            (so staff can revoke a proposal's links)
 *   ["proposal_library", entryId]                   -> LibraryEntry    (an item or a day staff saved for reuse)
 *   ["trips", id]                                   -> StoredTrip      (an accepted proposal's journey; written in the acceptance's commit; trips.ts)
 *   ["trips_by_proposal", proposalId]               -> tripId          (one trip per proposal)
 *   ["trips_by_email", email, id]                   -> true            (a traveller's trips: My journeys)
 *   ["trip_tokens", tokenHash]                      -> TripLink        (SHA-256 of a trip link: {tripId, access, createdAt})
 *   ["trip_tokens_of", tripId, tokenHash]           -> true            (so staff and the traveller can revoke a trip's links)
 *   ["trip_links_changed", tripId]                  -> KvU64 count     (raised by each new link: a revoke checks it, so no link added meanwhile survives)
 *   ["trip_pending_warned", tripId, itemId]         -> ISO time        (staff were told this booking is pending close to departure: once)
 *   ["trip_documents", tripId, documentId]          -> TripDocument    (metadata; the file is DATA_DIR/trip-documents/{documentId})
 *   ["trip_document_count", tripId]                 -> number          (a trip's documents, checked in each upload's commit: TRIP_LIMITS.documents)
 *   ["trip_document_downloads", tripId, documentId] -> KvU64 count     (a traveller's downloads, for staff)
 *   ["privacy_requests", id]                        -> StoredPrivacyRequest (an export or erasure request; privacy-requests.ts)
 *   ["privacy_codes", requestId]                    -> StoredOtp       (the code emailed to a traveller who asked; expires)
 *   ["consents", userId, id]                        -> ConsentRecord   (each marketing/newsletter choice, as made)
 *   ["payment_schedules", tripId]                   -> PaymentSchedule (the dues of an accepted trip; made in the acceptance's commit; money/)
 *   ["invoices", id]                                -> StoredInvoice   (issued once, never changed but for its credit note's id)
 *   ["invoices_of_trip", tripId, id]                -> true
 *   ["invoices_open", dueOn, id]                    -> tripId          (an invoice not yet paid nor credited, by due date: reminders, outstanding list)
 *   ["money_numbers", series, year]                 -> number          (the last number of INV / CN / RCT in a year, checked in the issuing commit: no gaps)
 *   ["money_by_number", number]                     -> {kind, id}      (an invoice, credit note or receipt by its printed number)
 *   ["credit_notes", id]                            -> StoredCreditNote
 *   ["credit_notes_of_trip", tripId, id]            -> true
 *   ["payments", id]                                -> StoredPayment   (with its receipt number and refunds)
 *   ["payments_of_trip", tripId, id]                -> true
 *   ["payments_by_external", eventId]               -> paymentId       (a card payment's Stripe event: recorded once)
 *   ["money_events", day, id]                       -> LedgerRow       (each invoice, credit note, payment, refund by its day: GET /api/payments, CSV)
 *   ["payment_reminders", invoiceId, kind]          -> timestamp       (a reminder's once-marker, in the commit that queues its email)
 *   ["card_checkouts", sessionId]                   -> CardCheckout    (a Stripe Checkout session we opened: invoice, amount; card-checkouts.ts)
 *   ["card_checkout_of", invoiceId]                 -> sessionId       (the invoice's open session, reused while it asks the same amount)
 *   ["stripe_events", eventId]                      -> HandledEvent    (a webhook event handled: a replay does nothing; kept 30 days)
 *   ["leads", id]                                   -> LeadRow         (a lead's row, written in every commit that changes its record; leads.ts)
 *   ["leads_by_stage", stageGroup, id]              -> LeadRow         (the same commit; so are the indexes below)
 *   ["leads_by_assignee", userId | "none", id]      -> LeadRow
 *   ["leads_by_source", source, id]                 -> LeadRow
 *   ["leads_by_kind", kind, id]                     -> LeadRow         (inquiry, bespoke or chat)
 *   ["leads_awaiting", id]                          -> LeadRow         (the traveller wrote after our last reply)
 *   ["leads_unanswered", id]                        -> LeadRow         (nobody replied yet: the overdue ones are its oldest)
 *   ["lead_words", word, id]                        -> true            (search: each word of the name, email, phone, item)
 *   ["lead_counts", dimension, value]               -> KvU64 count     (the desk's counts; -1 is a wrapping sum)
 *   ["leads_by_arrival", arrivedAt, id]             -> LeadRow         (the same commit: a period's leads, the reports' lists)
 *   ["lead_stats", level, bucket, dimension, value] -> KvU64 count     (the reports' aggregates by arrival day/week/month/year, kept by the leads' commits; lead-stats.ts)
 *   ["report_proposals", firstSentAt, id]           -> ProposalReportRow (a sent proposal's status and value, kept by its commits; report-rows.ts)
 *   ["report_trips", createdAt, id]                 -> TripReportRow   (a trip's revenue and margin, kept by its commits; report-rows.ts)
 *   ["report_stats", level, bucket, dimension, value] -> KvU64 sum   (those rows summed by agency day/month, kept by the rows' commits; report-stats.ts)
 *   ["outbox_failures", entryId]                    -> FailedEmail     (an email given up after its last attempt, in the commit that ends it; outbox.ts)
 *   ["lead_breach_watch", id]                       -> true            (unanswered and not yet notified of its breach; deleted once told)
 *   ["reviews", tripId]                             -> Review          (a returned trip's review by its traveller; reviews.ts)
 *   ["reviews_by_package", packageId, tripId]       -> true            (a package's published reviews)
 *   ["package_reviews", packageId]                  -> PackageReviews  (what the package's page shows: kept in each moderation's commit)
 *   ["review_requested", tripId]                    -> ISO time        (the traveller was asked for a review: once)
 *
 * The links guard makes "delete a parent" and "link a child to it" serialise: linking a child
 * (a package to a destination, an activity to a package) rewrites the parent's guard in its commit,
 * and deleting the parent checks the guard it read together with the index. So a delete never
 * misses a child that was linked while it ran.
 *
 * Ids are time-ordered (see ids.ts), so listing a prefix returns records in creation order.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import type { Desk } from "../../contract/desk-feed.ts";

export const KEYS = {
  destination: (id: string) => ["destinations", id] as const,
  destinations: () => ["destinations"] as const,
  package: (id: string) => ["packages", id] as const,
  packages: () => ["packages"] as const,
  packageByDestination: (destinationId: string, id: string) => ["packages_by_destination", destinationId, id] as const,
  packagesByDestination: (destinationId: string) => ["packages_by_destination", destinationId] as const,
  activity: (id: string) => ["activities", id] as const,
  activities: () => ["activities"] as const,
  activityByPackage: (packageId: string, id: string) => ["activities_by_package", packageId, id] as const,
  activitiesByPackage: (packageId: string) => ["activities_by_package", packageId] as const,
  user: (id: string) => ["users", id] as const,
  users: () => ["users"] as const,
  userByEmail: (email: string) => ["users_by_email", email] as const,
  session: (id: string) => ["sessions", id] as const,
  sessionByUser: (userId: string, id: string) => ["sessions_by_user", userId, id] as const,
  sessionsByUser: (userId: string) => ["sessions_by_user", userId] as const,
  setting: (name: string) => ["settings", name] as const,
  catalogueVersion: () => ["settings", "catalogue_version"] as const,
  catalogueChanged: (collection: CatalogueCollection, id: string) => ["catalogue_changed", collection, id] as const,
  catalogueRemoved: (collection: CatalogueCollection) => ["catalogue_changed", collection] as const,
  catalogueChangedAll: () => ["catalogue_changed"] as const,
  catalogueDraft: (collection: CatalogueCollection, id: string) => ["catalogue_drafts", collection, id] as const,
  catalogueDrafts: (collection: CatalogueCollection) => ["catalogue_drafts", collection] as const,
  publishSchedule: (at: number, collection: CatalogueCollection, id: string) => ["publish_schedule", at, collection, id] as const,
  publishSchedules: () => ["publish_schedule"] as const,
  publishScheduleChanged: () => ["settings", "publish_schedule"] as const,
  exchangeRates: () => ["exchange_rates"] as const,
  linksGuard: (parentKind: "destination" | "package", parentId: string) => ["links_guard", parentKind, parentId] as const,
  chatSession: (id: string) => ["chat_sessions", id] as const,
  chatSessions: () => ["chat_sessions"] as const,
  chatByActivity: (lastActivity: string, id: string) => ["chat_by_activity", lastActivity, id] as const,
  chatsByActivity: () => ["chat_by_activity"] as const,
  chatAwaiting: (since: string, id: string) => ["chat_awaiting", since, id] as const,
  chatsAwaiting: () => ["chat_awaiting"] as const,
  chatMessage: (sessionId: string, id: string) => ["chat_messages", sessionId, id] as const,
  chatMessages: (sessionId: string) => ["chat_messages", sessionId] as const,
  chatClaimed: (userId: string, sessionId: string) => ["chat_claimed", userId, sessionId] as const,
  chatClaimedOf: (userId: string) => ["chat_claimed", userId] as const,
  chatDeskActive: () => ["settings", "chat_desk_active"] as const,
  chatStaffTold: (sessionId: string) => ["chat_staff_told", sessionId] as const,
  bespoke: (id: string) => ["bespoke", id] as const,
  bespokeAll: () => ["bespoke"] as const,
  bespokeByUser: (userId: string, id: string) => ["bespoke_by_user", userId, id] as const,
  bespokeOfUser: (userId: string) => ["bespoke_by_user", userId] as const,
  bespokeNote: (id: string, noteId: string) => ["bespoke_notes", id, noteId] as const,
  bespokeNotes: (id: string) => ["bespoke_notes", id] as const,
  statusCount: (list: string, status: string) => ["status_counts", list, status] as const,
  statusCounts: (list: string) => ["status_counts", list] as const,
  chatAwaitingCount: () => ["status_counts", "chats_awaiting"] as const,
  inquiry: (id: string) => ["inquiries", id] as const,
  emailOtp: (email: string) => ["email_otps", email] as const,
  emailVerified: (email: string) => ["email_verified", email] as const,
  signInOtp: (email: string) => ["sign_in_otps", email] as const,
  inquiries: () => ["inquiries"] as const,
  inquiryKey: (idempotencyKey: string) => ["inquiry_keys", idempotencyKey] as const,
  inquiryKeyOf: (inquiryId: string) => ["inquiry_key_of", inquiryId] as const,
  inquiryByEmail: (email: string, inquiryId: string) => ["inquiries_by_email", email, inquiryId] as const,
  inquiriesByEmail: (email: string) => ["inquiries_by_email", email] as const,
  inquiryByUser: (userId: string, inquiryId: string) => ["inquiries_by_user", userId, inquiryId] as const,
  inquiriesByUser: (userId: string) => ["inquiries_by_user", userId] as const,
  inquiryMessage: (inquiryId: string, messageId: string) => ["inquiry_messages", inquiryId, messageId] as const,
  inquiryMessages: (inquiryId: string) => ["inquiry_messages", inquiryId] as const,
  allInquiryMessages: () => ["inquiry_messages"] as const,
  threadToken: (tokenHash: string) => ["thread_tokens", tokenHash] as const,
  threadTokenOf: (inquiryId: string, tokenHash: string) => ["thread_tokens_of", inquiryId, tokenHash] as const,
  threadTokensOf: (inquiryId: string) => ["thread_tokens_of", inquiryId] as const,
  mediaFile: (filename: string) => ["media", filename] as const,
  mediaFiles: () => ["media"] as const,
  mediaGuard: (filename: string) => ["media_guard", filename] as const,
  /** A rate window; subject parts come already normalised (rate-windows.ts). */
  rateWindow: (bucket: string, subject: readonly string[], endsAt: number) => ["rate", bucket, ...subject, endsAt] as const,
  rateWindows: () => ["rate"] as const,
  mailOutbox: (id: string) => ["mail_outbox", id] as const,
  mailOutboxAll: () => ["mail_outbox"] as const,
  outbox: (id: string) => ["outbox", id] as const,
  outboxAll: () => ["outbox"] as const,
  outboxJob: (name: string) => ["outbox_jobs", name] as const,
  healthProbe: (instanceId: string) => ["health_probe", instanceId] as const,
  audit: (id: string) => ["audit", id] as const,
  auditAll: () => ["audit"] as const,
  auditByActor: (actorId: string, id: string) => ["audit_by_actor", actorId, id] as const,
  auditOfActor: (actorId: string) => ["audit_by_actor", actorId] as const,
  auditByEntity: (entity: string, id: string) => ["audit_by_entity", entity, id] as const,
  auditOfEntity: (entity: string) => ["audit_by_entity", entity] as const,
  auditByItem: (entity: string, entityId: string, id: string) => ["audit_by_item", entity, entityId, id] as const,
  auditOfItem: (entity: string, entityId: string) => ["audit_by_item", entity, entityId] as const,
  auditUnknownSignIns: (address: string, hourStart: number) => ["audit_unknown_sign_ins", address, hourStart] as const,
  itemVersion: (collection: CatalogueCollection, id: string, versionId: string) => ["catalogue_versions", collection, id, versionId] as const,
  itemVersions: (collection: CatalogueCollection, id: string) => ["catalogue_versions", collection, id] as const,
  pushSubscriptions: () => ["push_subscriptions"] as const,
  pushSubscription: (kind: string, ownerId: string, endpointHash: string) => ["push_subscriptions", kind, ownerId, endpointHash] as const,
  pushSubscriptionsOf: (kind: string, ownerId?: string) =>
    ownerId === undefined ? ["push_subscriptions", kind] as const : ["push_subscriptions", kind, ownerId] as const,
  pushByEndpoint: (endpointHash: string, kind: string, ownerId: string) => ["push_by_endpoint", endpointHash, kind, ownerId] as const,
  pushEndpointOwners: (endpointHash: string) => ["push_by_endpoint", endpointHash] as const,
  pushOwnerGuard: (kind: string, ownerId: string) => ["push_owner_guard", kind, ownerId] as const,
  purge: (kind: string, id: string) => ["purges", kind, id] as const,
  purges: () => ["purges"] as const,
  deskChanged: (desk: Desk) => ["desk_changed", desk] as const,
  proposal: (id: string) => ["proposals", id] as const,
  proposals: () => ["proposals"] as const,
  proposalVersion: (id: string, n: number) => ["proposal_versions", id, n] as const,
  proposalVersions: (id: string) => ["proposal_versions", id] as const,
  proposalViews: (id: string) => ["proposal_views", id] as const,
  proposalBySource: (kind: string, sourceId: string, id: string) => ["proposals_by_source", kind, sourceId, id] as const,
  proposalsOfSource: (kind: string, sourceId: string) => ["proposals_by_source", kind, sourceId] as const,
  proposalByEmail: (email: string, id: string) => ["proposals_by_email", email, id] as const,
  proposalsOfEmail: (email: string) => ["proposals_by_email", email] as const,
  proposalToken: (tokenHash: string) => ["proposal_tokens", tokenHash] as const,
  proposalTokenOf: (proposalId: string, tokenHash: string) => ["proposal_tokens_of", proposalId, tokenHash] as const,
  proposalTokensOf: (proposalId: string) => ["proposal_tokens_of", proposalId] as const,
  proposalLibraryEntry: (id: string) => ["proposal_library", id] as const,
  proposalLibrary: () => ["proposal_library"] as const,
  trip: (id: string) => ["trips", id] as const,
  trips: () => ["trips"] as const,
  tripByProposal: (proposalId: string) => ["trips_by_proposal", proposalId] as const,
  tripByEmail: (email: string, id: string) => ["trips_by_email", email, id] as const,
  tripsOfEmail: (email: string) => ["trips_by_email", email] as const,
  tripToken: (tokenHash: string) => ["trip_tokens", tokenHash] as const,
  tripTokenOf: (tripId: string, tokenHash: string) => ["trip_tokens_of", tripId, tokenHash] as const,
  tripTokensOf: (tripId: string) => ["trip_tokens_of", tripId] as const,
  tripLinksChanged: (tripId: string) => ["trip_links_changed", tripId] as const,
  tripPendingWarned: (tripId: string, itemId: string) => ["trip_pending_warned", tripId, itemId] as const,
  tripDocument: (tripId: string, documentId: string) => ["trip_documents", tripId, documentId] as const,
  tripDocuments: (tripId: string) => ["trip_documents", tripId] as const,
  tripDocumentDownloads: (tripId: string, documentId: string) => ["trip_document_downloads", tripId, documentId] as const,
  tripDocumentDownloadsOf: (tripId: string) => ["trip_document_downloads", tripId] as const,
  tripDocumentCount: (tripId: string) => ["trip_document_count", tripId] as const,
  privacyRequest: (id: string) => ["privacy_requests", id] as const,
  privacyRequests: () => ["privacy_requests"] as const,
  privacyCode: (requestId: string) => ["privacy_codes", requestId] as const,
  consent: (userId: string, id: string) => ["consents", userId, id] as const,
  consentsOf: (userId: string) => ["consents", userId] as const,
  paymentSchedule: (tripId: string) => ["payment_schedules", tripId] as const,
  invoice: (id: string) => ["invoices", id] as const,
  invoiceOfTrip: (tripId: string, id: string) => ["invoices_of_trip", tripId, id] as const,
  invoicesOfTrip: (tripId: string) => ["invoices_of_trip", tripId] as const,
  openInvoice: (dueOn: string, id: string) => ["invoices_open", dueOn, id] as const,
  openInvoices: () => ["invoices_open"] as const,
  moneyNumber: (series: string, year: number) => ["money_numbers", series, year] as const,
  moneyByNumber: (number: string) => ["money_by_number", number] as const,
  creditNote: (id: string) => ["credit_notes", id] as const,
  creditNoteOfTrip: (tripId: string, id: string) => ["credit_notes_of_trip", tripId, id] as const,
  creditNotesOfTrip: (tripId: string) => ["credit_notes_of_trip", tripId] as const,
  payment: (id: string) => ["payments", id] as const,
  paymentOfTrip: (tripId: string, id: string) => ["payments_of_trip", tripId, id] as const,
  paymentsOfTrip: (tripId: string) => ["payments_of_trip", tripId] as const,
  paymentByExternal: (eventId: string) => ["payments_by_external", eventId] as const,
  moneyEvent: (day: string, id: string) => ["money_events", day, id] as const,
  moneyEvents: () => ["money_events"] as const,
  paymentReminder: (invoiceId: string, kind: string) => ["payment_reminders", invoiceId, kind] as const,
  cardCheckout: (sessionId: string) => ["card_checkouts", sessionId] as const,
  cardCheckoutOf: (invoiceId: string) => ["card_checkout_of", invoiceId] as const,
  stripeEvent: (eventId: string) => ["stripe_events", eventId] as const,
  lead: (id: string) => ["leads", id] as const,
  leads: () => ["leads"] as const,
  leadIndex: (index: "leads_by_stage" | "leads_by_assignee" | "leads_by_source" | "leads_by_kind", value: string, id?: string) =>
    id === undefined ? [index, value] as const : [index, value, id] as const,
  leadAwaiting: (id?: string) => id === undefined ? ["leads_awaiting"] as const : ["leads_awaiting", id] as const,
  leadUnanswered: (id?: string) => id === undefined ? ["leads_unanswered"] as const : ["leads_unanswered", id] as const,
  leadWord: (word: string, id: string) => ["lead_words", word, id] as const,
  leadWords: () => ["lead_words"] as const,
  leadCount: (dimension: string, value: string) => ["lead_counts", dimension, value] as const,
  leadCounts: () => ["lead_counts"] as const,
  leadStats: (level: string, bucket?: string) => bucket === undefined ? ["lead_stats", level] as const : ["lead_stats", level, bucket] as const,
  leadStat: (level: string, bucket: string, dimension: string, value: string) => ["lead_stats", level, bucket, dimension, value] as const,
  leadStatsAll: () => ["lead_stats"] as const,
  reportProposal: (firstSentAt: string, id: string) => ["report_proposals", firstSentAt, id] as const,
  reportProposals: () => ["report_proposals"] as const,
  reportTrip: (createdAt: string, id: string) => ["report_trips", createdAt, id] as const,
  reportTrips: () => ["report_trips"] as const,
  reportStat: (level: string, bucket: string, dimension: string, value: string) => ["report_stats", level, bucket, dimension, value] as const,
  reportStats: (level?: string) => level === undefined ? ["report_stats"] as const : ["report_stats", level] as const,
  leadsByArrival: (arrivedAt?: string, id?: string) =>
    arrivedAt === undefined ? ["leads_by_arrival"] as const : id === undefined ? ["leads_by_arrival", arrivedAt] as const : ["leads_by_arrival", arrivedAt, id] as const,
  outboxFailure: (id: string) => ["outbox_failures", id] as const,
  outboxFailures: () => ["outbox_failures"] as const,
  leadBreachWatch: (id?: string) => id === undefined ? ["lead_breach_watch"] as const : ["lead_breach_watch", id] as const,
  review: (tripId: string) => ["reviews", tripId] as const,
  reviews: () => ["reviews"] as const,
  reviewByPackage: (packageId: string, tripId: string) => ["reviews_by_package", packageId, tripId] as const,
  reviewsOfPackage: (packageId: string) => ["reviews_by_package", packageId] as const,
  packageReviews: (packageId: string) => ["package_reviews", packageId] as const,
  reviewRequested: (tripId: string) => ["review_requested", tripId] as const,
};
