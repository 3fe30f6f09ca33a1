import { data, redirect } from "react-router";
import { requireUser } from "#server/auth/guards";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { type ConversationDetail, getConversation } from "#server/services/messaging/get-conversation";
import { listConversations } from "#server/services/messaging/list-conversations";
import { listMessages } from "#server/services/messaging/list-messages";
import { startConversation } from "#server/services/messaging/start-conversation";
import { startGroupConversation } from "#server/services/messaging/start-group-conversation";
import { MessagingScreen } from "../features/messaging/messaging-screen.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/mensajes";

/** A full-height screen: no footer under the chat. */
export const handle = { hideFooter: true };

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "chat");
  return [...pageMeta(t("meta.title"), t("meta.description")), { name: "robots", content: "noindex" }];
}

/**
 * /mensajes?q=<search>&c=<conversation id>: the user's conversations (filtered by q) and, when c is given,
 * that conversation. Someone else's conversation answers 404 with a "not available" pane; the list stays.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const openId = url.searchParams.get("c");
  const conversations = await listConversations(context.deps.db, user, { search: query });

  let open: { detail: ConversationDetail; messages: Awaited<ReturnType<typeof listMessages>> } | null = null;
  let openError: string | null = null;
  let status = 200;
  if (openId) {
    try {
      const detail = await getConversation(context.deps.db, user, openId);
      open = { detail, messages: await listMessages(context.deps.db, user, detail.id) };
    } catch (error) {
      if (!isAppError(error)) throw error;
      openError = error.messageKey;
      status = httpStatusFor(error.code);
    }
  }
  return data(
    {
      myId: user.id,
      query,
      /** When this data was read: the socket catches up from here. */
      loadedAt: new Date().toISOString(),
      conversations,
      open: open
        ? { detail: open.detail, messages: open.messages.messages, hasMore: open.messages.hasMore }
        : null,
      openError,
    },
    { status },
  );
}

/**
 * Starting a conversation (doc 1 §2 navigation state startConversation / startGroupConversation, sent by the
 * page as a form post): reuse or create it, then open it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    let conversationId: string;
    if (intent === "start") {
      ({ conversationId } = await startConversation(context.deps, user, {
        otherUserId: form.get("otherUserId"),
        tripId: form.get("tripId"),
      }));
    } else if (intent === "startGroup") {
      ({ conversationId } = await startGroupConversation(context.deps, user, {
        travelerIds: form.getAll("travelerId"),
        departureId: form.get("departureId"),
        tripId: form.get("tripId"),
      }));
    } else {
      return actionRefusal("chat:errors.generic");
    }
    return redirect(`/mensajes?c=${conversationId}`);
  } catch (error) {
    return actionFailure(
      error,
      {},
      {
        error: (e) => (e.code === "internal" ? "chat:errors.createFailed" : undefined),
      },
    );
  }
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <MessagingScreen data={loaderData} />;
}
