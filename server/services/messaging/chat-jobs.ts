/** Background job types of the chat (handlers registered in server/jobs/job-registry.ts). */
export const CHAT_JOBS = {
  /** Tells the members' sockets that a group's membership changed (queued by syncGroupMembers). */
  membersChanged: "chat.members-changed",
  /** Emails members about messages still unread a while after they were sent. */
  unreadEmail: "chat.unread-email",
} as const;

/** How long a message waits unread before its recipients are emailed (most are read live). */
export const UNREAD_EMAIL_DELAY_MS = 5 * 60_000;
/** At most one unread-messages email per conversation and recipient in this window. */
export const UNREAD_EMAIL_THROTTLE_MS = 30 * 60_000;

export const unreadEmailDedupeKey = (conversationId: string) => `chat-unread:${conversationId}`;
