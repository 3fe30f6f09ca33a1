import type { ChatMessage, ClientFrame, ServerFrame } from "#core/schemas/realtime-frames";

/** A message stored, or the key of the error that refused it (chat namespace). */
export type SendOutcome = { message: ChatMessage } | { error: string };

type Answer = Extract<ServerFrame, { type: "sent" | "not_sent" }>;

export type ChatSenderOptions = {
  /** Writes a frame on the tab's realtime socket; false when the socket is not open. */
  sendFrame: (frame: ClientFrame) => boolean;
  /** POST /api/conversations/:id/messages with `{ content, id }`. */
  post: (conversationId: string, body: { content: string; id: string }) => Promise<SendOutcome>;
  /** How long a socket send waits for its answer before it is retried over HTTP. */
  answerTimeoutMs?: number;
  newId?: () => string;
};

/** A random (version 4) uuid, also where crypto.randomUUID is missing (a page served over plain http). */
export function newMessageId(
  source: { randomUUID?: () => string; getRandomValues(array: Uint8Array<ArrayBuffer>): unknown } = crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const b = new Uint8Array(16);
  source.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends the chat's messages: over the tab's realtime socket when it is open (no HTTP request, no session
 * lookup: answered `sent` or `not_sent`), else over HTTP. Each message gets its id here, so when the socket's
 * answer does not come (the connection dropped, or answerTimeoutMs passed) the same message is sent again
 * over HTTP with the same id, and the server stores it at most once: nothing is lost, nothing doubled.
 * `onFrame` takes the socket's frames; `connectionLost` is called when the socket is no longer open.
 */
export function createChatSender({
  sendFrame,
  post,
  answerTimeoutMs = 8000,
  newId = newMessageId,
}: ChatSenderOptions) {
  const pending = new Map<string, (answer: Answer | null) => void>();

  const waitForAnswer = (id: string) =>
    new Promise<Answer | null>((resolve) => {
      const timer = setTimeout(() => settle(null), answerTimeoutMs);
      const settle = (answer: Answer | null) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(answer);
      };
      pending.set(id, settle);
    });

  return {
    async send(conversationId: string, content: string): Promise<SendOutcome> {
      const id = newId();
      const answered = waitForAnswer(id);
      if (!sendFrame({ type: "send", id, conversationId, content })) pending.get(id)?.(null);
      const answer = await answered;
      if (answer?.type === "sent") return { message: answer.message };
      if (answer?.type === "not_sent") return { error: answer.messageKey };
      return post(conversationId, { content, id });
    },
    onFrame(frame: ServerFrame) {
      if (frame.type === "sent" || frame.type === "not_sent") pending.get(frame.id)?.(frame);
    },
    connectionLost() {
      for (const settle of [...pending.values()]) settle(null);
    },
  };
}

export type ChatSender = ReturnType<typeof createChatSender>;
