import type { ChatMessage } from "#core/schemas/realtime-frames";

/**
 * Realtime fan-out between the code that changes a conversation and the sockets that show it. Events are
 * small (type + ids + the users who may see them); each server instance fetches the rows it needs itself,
 * except a new message that travels whole when it fits (`message`: sendMessage has it in hand after the
 * commit, so the fan-out reads nothing; without it, each instance reads it by id).
 */
export type RealtimeEvent =
  | {
      type: "message.created";
      conversationId: string;
      messageId: string;
      userIds: string[];
      message?: ChatMessage;
    }
  | { type: "conversation.read"; conversationId: string; readerId: string; readAt: string; userIds: string[] }
  | { type: "conversation.members"; conversationId: string; userIds: string[] }
  /** New or newly read notifications: the bell of these users' open pages refreshes. */
  | { type: "notifications.changed"; userIds: string[] }
  /**
   * Sessions ended (sign-out, password reset, "sign out everywhere", an account suspended): every instance
   * closes the sockets opened with them at once. `sessionIds` narrows to those sessions; `exceptSessionId`
   * keeps the one the user is acting from; neither: every socket of those users.
   */
  | { type: "sessions.revoked"; userIds: string[]; sessionIds?: string[]; exceptSessionId?: string };

/**
 * Delivered locally only: the bus may have missed events (its database connection dropped), so every
 * client should catch up from the database.
 */
export type RealtimeResync = { type: "resync" };

export type RealtimeListener = (event: RealtimeEvent | RealtimeResync) => void;

export type RealtimeBus = {
  kind: "memory" | "postgres";
  /** Call after the change has committed: listeners may read the rows straight away. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void;
  /** Resolves once events published from now on reach this instance's listeners. */
  ready(): Promise<void>;
  close(): Promise<void>;
};
