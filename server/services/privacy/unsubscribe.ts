import { eq } from "drizzle-orm";
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from "#core/constants/privacy";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { isValidUnsubscribeSignature } from "./unsubscribe-link.ts";

export type UnsubscribeRequest = { userId: string; kind: UnsubscribeKind };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads and checks the /baja link's parameters; a wrong or forged link is refused with one message. */
export function parseUnsubscribeLink(
  deps: Pick<AppDeps, "config">,
  params: URLSearchParams,
): UnsubscribeRequest {
  const userId = params.get("u") ?? "";
  const kind = params.get("tipo") ?? "";
  const firma = params.get("firma") ?? "";
  if (
    !UUID.test(userId) ||
    !(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind) ||
    !isValidUnsubscribeSignature(deps.config.sessionSecret, userId, kind as UnsubscribeKind, firma)
  ) {
    throw new AppError("bad_request", "privacy:unsubscribe.invalid");
  }
  return { userId, kind: kind as UnsubscribeKind };
}

/**
 * Turns one kind of email off for the reader of a signed link (no sign-in): the newsletter, or the emails about
 * new messages (users.notifications_email). Saying it twice changes nothing more.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, "db" | "config">,
  params: URLSearchParams,
): Promise<UnsubscribeRequest> {
  const request = parseUnsubscribeLink(deps, params);
  await deps.db
    .update(users)
    .set(request.kind === "newsletter" ? { newsletter: false } : { notificationsEmail: false })
    .where(eq(users.id, request.userId));
  return request;
}
