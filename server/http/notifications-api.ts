import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { getSessionUser } from "../auth/guards.ts";
import type { SessionUser } from "../auth/session-user.ts";
import { AppError, httpStatusFor, isAppError } from "../lib/app-error.ts";
import { listNotifications } from "../services/notifications/list-notifications.ts";
import { markNotificationsRead } from "../services/notifications/mark-notifications-read.ts";
import { resolveLocale } from "./resolve-locale.ts";

type Handler = (c: Context, user: SessionUser) => Promise<Response>;

const DROPDOWN = 8;

/**
 * The header bell's JSON endpoints (the /notificaciones page uses the same services through its loader and
 * action, and works without scripts):
 * - GET  /api/notifications        { items, unread }: the latest notifications and the unread count
 * - POST /api/notifications/read   { id: uuid | "all" } → { marked }
 * The POST passes the site's same-origin (CSRF) check in create-app.
 */
export function createNotificationsApi(deps: AppDeps) {
  const app = new Hono();

  const withUser = (handler: Handler) => async (c: Context) => {
    try {
      const user = await getSessionUser(deps, c.req.raw.headers);
      if (!user) throw new AppError("unauthenticated", "auth:errors.signInRequired");
      return await handler(c, user);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return c.json(
        { error: { code: error.code, messageKey: error.messageKey } },
        httpStatusFor(error.code) as 400,
      );
    }
  };

  app.get(
    "/notifications",
    withUser(async (c, user) => {
      // The bell's page language (its cookie mirrors the choice): trip titles follow it (issue 34).
      const locale = resolveLocale(
        c.req.header("cookie"),
        c.req.header("accept-language"),
        c.req.query("lang"),
      );
      return c.json(await listNotifications(deps.db, user.id, DROPDOWN, locale));
    }),
  );

  app.post(
    "/notifications/read",
    withUser(async (c, user) => {
      const body = await c.req.json().catch(() => null);
      return c.json(await markNotificationsRead(deps, user, body));
    }),
  );

  return app;
}
