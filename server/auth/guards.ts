import { data, redirect } from "react-router";
import type { AppDeps } from "../app-deps.ts";
import { resolveSessionUser } from "./resolve-session-user.ts";
import type { Role, SessionUser } from "./session-user.ts";

type WithUser = { user: SessionUser | null };

/** The page the user asked for, to come back to after signing in. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The signed-in user, or a redirect to /login?redirect=<this page> (loaders and actions). */
export function requireUser(context: WithUser, request: Request): SessionUser {
  if (context.user) return context.user;
  throw redirect(`/login?redirect=${encodeURIComponent(currentPath(request))}`);
}

/** A signed-in user with one of `roles`; anyone else signed in gets 403. */
export function requireRole(context: WithUser, request: Request, ...roles: Role[]): SessionUser {
  const user = requireUser(context, request);
  if (!roles.includes(user.role)) throw data({ messageKey: "auth:errors.forbidden" }, { status: 403 });
  return user;
}

/** doc 1 §3 canPublishTrips: a tropleader who is approved and identity verified. */
export function requirePublisher(context: WithUser, request: Request): SessionUser {
  const user = requireRole(context, request, "tropleader");
  if (!user.canPublishTrips) throw data({ messageKey: "auth:errors.cannotPublish" }, { status: 403 });
  return user;
}

/** For Hono API routes: the user behind the request's session cookie, or null. */
export async function getSessionUser(
  deps: Pick<AppDeps, "auth">,
  headers: Headers,
): Promise<SessionUser | null> {
  return (await resolveSessionUser(deps, headers)).user;
}
