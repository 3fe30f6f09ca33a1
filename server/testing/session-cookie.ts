import { randomBytes } from "node:crypto";
import type { AppDeps } from "../app-deps.ts";
import { DEMO_PASSWORD } from "../seed/factories.ts";
import { signIn } from "../services/auth/sign-in.ts";

/**
 * Signs a factory user in (password DEMO_PASSWORD) through the real sign-in service and returns the Cookie
 * header a browser would send. Each call uses its own client address, so sign-in rate limits never interfere.
 */
export async function sessionCookieFor(deps: AppDeps, user: { email: string }): Promise<string> {
  const ip = `10.${randomBytes(3).join(".")}`;
  const { setCookie } = await signIn(
    deps,
    { email: user.email, password: DEMO_PASSWORD, rememberMe: true },
    { headers: new Headers(), clientIp: ip },
  );
  return setCookie.map((c) => c.split(";")[0]).join("; ");
}
