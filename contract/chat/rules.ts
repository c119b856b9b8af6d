/** The rules of a conversation that follows the visitor: plain values (no zod), for the widget too. */
export const CHAT_FOLLOW_RULES = {
  /** A consultant who used the desk this recently counts as there to answer. */
  deskActiveMinutes: 10,
  /** When the team answers a conversation that waits for a person (the consultants' promise). */
  answerWithinHours: 24,
  /** Staff hear of a conversation waiting for a consultant at most once in this many minutes. */
  staffToldEveryMinutes: 10,
  /** Requests for a consultant per conversation per hour. */
  consultantRequestsPerSessionPerHour: 5,
  /** Requests for a consultant from one client address per hour, across conversations. */
  consultantRequestsPerAddressPerHour: 20,
  /** Anonymous conversations with no activity for this long are deleted; members' are kept. */
  anonymousIdleDays: 30,
  /** Transcript emails per conversation per hour. */
  transcriptsPerSessionPerHour: 3,
  /** Transcript emails to one address per day (UTC). */
  transcriptsPerEmailPerDay: 5,
  /** Transcript emails from one client address per day (UTC). */
  transcriptsPerAddressPerDay: 20,
} as const;
