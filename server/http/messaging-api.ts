import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { getSessionUser } from "../auth/guards.ts";
import type { SessionUser } from "../auth/session-user.ts";
import { AppError, httpStatusFor, isAppError } from "../lib/app-error.ts";
import { countUnreadMessages } from "../services/messaging/count-unread-messages.ts";
import { listConversations } from "../services/messaging/list-conversations.ts";
import { listMessages } from "../services/messaging/list-messages.ts";
import { listMessagesSince } from "../services/messaging/list-messages-since.ts";
import { markConversationRead } from "../services/messaging/mark-conversation-read.ts";
import { sendMessage } from "../services/messaging/send-message.ts";

type Handler = (c: Context, user: SessionUser) => Promise<Response>;

/**
 * Chat JSON endpoints (the /mensajes page and any other client; the same services as the page):
 * - GET  /api/conversations?q=                    the user's conversations (search by name and trip title)
 * - GET  /api/conversations/unread                { count }: unread messages (the header badge)
 * - GET  /api/conversations/:id/messages?before=  a page of messages
 * - POST /api/conversations/:id/messages          { content, id? } → the stored message (then sent live); `id`
 *                                                  (a uuid chosen by the browser) makes a retry idempotent.
 *                                                  The browser sends over its /realtime socket when it is
 *                                                  open (the same service); this is the path without one.
 * - POST /api/conversations/:id/read              marks the other party's messages read
 * - GET  /api/messages?since=                     catch-up after a dropped connection
 * State-changing calls pass the site's same-origin (CSRF) check in create-app.
 */
export function createMessagingApi(deps: AppDeps) {
  const app = new Hono();

  const withUser = (handler: Handler) => async (c: Context) => {
    try {
      const user = await getSessionUser(deps, c.req.raw.headers);
      if (!user) throw new AppError("unauthenticated", "chat:errors.invalidSession");
      return await handler(c, user);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return c.json(
        { error: { code: error.code, messageKey: error.messageKey, params: error.params } },
        httpStatusFor(error.code) as 400,
      );
    }
  };

  app.get(
    "/conversations",
    withUser(async (c, user) =>
      c.json({ conversations: await listConversations(deps.db, user, { search: c.req.query("q") }) }),
    ),
  );

  app.get(
    "/conversations/unread",
    withUser(async (c, user) => c.json({ count: await countUnreadMessages(deps.db, user.id) })),
  );

  app.get(
    "/conversations/:id/messages",
    withUser(async (c, user) =>
      c.json(await listMessages(deps.db, user, c.req.param("id") ?? "", { before: c.req.query("before") })),
    ),
  );

  app.post(
    "/conversations/:id/messages",
    withUser(async (c, user) => {
      const body = (await c.req.json().catch(() => null)) as { content?: unknown; id?: unknown } | null;
      const message = await sendMessage(deps, user, c.req.param("id") ?? "", body?.content, {
        messageId: body?.id,
      });
      return c.json({ message }, 201);
    }),
  );

  app.post(
    "/conversations/:id/read",
    withUser(async (c, user) => c.json(await markConversationRead(deps, user, c.req.param("id") ?? ""))),
  );

  app.get(
    "/messages",
    withUser(async (c, user) => {
      const since = new Date(c.req.query("since") ?? "");
      if (Number.isNaN(since.getTime())) throw new AppError("bad_request", "chat:errors.generic");
      return c.json(await listMessagesSince(deps.db, user.id, since));
    }),
  );

  return app;
}
