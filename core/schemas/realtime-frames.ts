import { z } from "zod";

/** A message as every chat screen and socket frame carries it (never the sender's email or phone). */
export type ChatMessage = {
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
  content: string;
  /** ISO instant. */
  createdAt: string;
  /** One-to-one conversations: when the other party read it (doc 1 §4), else null. */
  readAt: string | null;
};

/**
 * Frames the browser may send on /realtime. Validated on the server: anything else is answered with an error
 * frame. `sync` asks for every message of the user's conversations created after `since` (catch-up after a
 * dropped connection). `send` sends a message (the same service and checks as POST
 * /api/conversations/:id/messages), answered by `sent` once it is stored or `not_sent`; `id` is the new
 * message's id, chosen by the browser, so a send left unanswered is retried (over HTTP) without a duplicate.
 * The content is checked by the service (core messageContentSchema), which answers with the error's key.
 */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sync"), since: z.iso.datetime({ offset: true }).nullable() }),
  z.object({ type: z.literal("ping") }),
  z.object({
    type: z.literal("send"),
    id: z.guid(),
    conversationId: z.string().max(64),
    content: z.string(),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Frames the server sends. */
export type ServerFrame =
  | { type: "ready"; userId: string }
  | { type: "message"; message: ChatMessage }
  | { type: "read"; conversationId: string; readerId: string; readAt: string }
  | { type: "members"; conversationId: string }
  /** The user's notifications changed: ask for the bell's count again. */
  | { type: "notifications" }
  /** The server may have missed events: send a sync. */
  | { type: "resync" }
  | { type: "sync"; messages: ChatMessage[]; complete: boolean }
  /** Answer to a `send`: stored (and announced to the members). */
  | { type: "sent"; id: string; message: ChatMessage }
  /** Answer to a `send`: refused, nothing stored; `messageKey` says why (chat namespace). */
  | { type: "not_sent"; id: string; messageKey: string }
  | { type: "pong" }
  | { type: "heartbeat" }
  | { type: "error"; code: "rate_limited" | "bad_frame" | "internal" };

// The close codes live without zod so the browser's socket code does not load it (issue 17's JS budget).
export { REALTIME_CLOSE } from "../constants/realtime-close.ts";
