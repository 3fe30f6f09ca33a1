import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { resolveSessionUser } from "../auth/resolve-session-user.ts";
import { httpStatusFor, isAppError } from "../lib/app-error.ts";
import { requestPasswordReset } from "../services/auth/request-password-reset.ts";
import { resetPassword } from "../services/auth/reset-password.ts";
import { signIn } from "../services/auth/sign-in.ts";
import { signOut } from "../services/auth/sign-out.ts";

type Env = { Variables: { requestId: string; clientIp: string } };

/** The better-auth endpoints Tropa exposes, each one through the same service (schema, rate limits) as its page. */
export const EXPOSED_AUTH_ENDPOINTS = [
  "GET /api/auth/get-session",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
] as const;

function failure(c: Context, error: unknown) {
  if (!isAppError(error)) throw error;
  return c.json(
    { error: { code: error.code, messageKey: error.messageKey, params: error.params } },
    httpStatusFor(error.code) as 400,
  );
}

/** A handler whose business failures (AppError) answer JSON with their status and message key. */
function answering(handler: (c: Context<Env>) => Promise<Response>) {
  return async (c: Context<Env>) => {
    try {
      return await handler(c);
    } catch (e) {
      return failure(c, e);
    }
  };
}

function withCookies(response: Response, setCookie: string[]): Response {
  for (const cookie of setCookie) response.headers.append("Set-Cookie", cookie);
  return response;
}

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => ({}));
}

/**
 * /api/auth/*: the one door to authentication for programs (the pages use the same services in their actions).
 * better-auth's own handler is not reachable over HTTP: its endpoints (update-user, change-email, sign-up,
 * list-sessions…) would bypass the core schemas and the forms' rate limits. Anything not listed is a 404.
 */
export function createAuthApi(deps: AppDeps) {
  const app = new Hono<Env>();
  const request = (c: Context<Env>) => ({ headers: c.req.raw.headers, clientIp: c.get("clientIp") });

  app.get("/auth/get-session", async (c) => {
    const session = await resolveSessionUser(deps, c.req.raw.headers);
    return withCookies(c.json({ user: session.user }), session.setCookie);
  });

  app.post(
    "/auth/sign-in/email",
    answering(async (c) => {
      // "Remember me" is a checkbox on the form; a program that says nothing gets a browser-session cookie.
      const body = await jsonBody(c);
      const input = body && typeof body === "object" ? { rememberMe: false, ...body } : body;
      const { user, setCookie } = await signIn(deps, input, request(c));
      return withCookies(c.json({ user }), setCookie);
    }),
  );

  app.post(
    "/auth/sign-out",
    answering(async (c) => {
      const { setCookie } = await signOut(deps, c.req.raw.headers);
      return withCookies(c.json({ success: true }), setCookie);
    }),
  );

  app.post(
    "/auth/request-password-reset",
    answering(async (c) => {
      await requestPasswordReset(deps, await jsonBody(c), request(c));
      return c.json({ success: true });
    }),
  );

  app.post(
    "/auth/reset-password",
    answering(async (c) => {
      await resetPassword(deps, await jsonBody(c), request(c));
      return c.json({ success: true });
    }),
  );

  app.all("/auth/*", (c) =>
    c.json({ error: { code: "not_found", messageKey: "common:errors.notFoundTitle" } }, 404),
  );
  return app;
}
