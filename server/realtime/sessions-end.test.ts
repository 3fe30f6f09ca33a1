import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_CLOSE } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../app-deps.ts";
import { resolveSessionUser } from "../auth/resolve-session-user.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { sessions } from "../db/schema/users.ts";
import { createUser, DEMO_PASSWORD } from "../seed/factories.ts";
import { requestPasswordReset } from "../services/auth/request-password-reset.ts";
import { resetPassword } from "../services/auth/reset-password.ts";
import { revokeUserSessions } from "../services/auth/revoke-user-sessions.ts";
import { signIn } from "../services/auth/sign-in.ts";
import { signOut } from "../services/auth/sign-out.ts";
import { signOutOtherSessions } from "../services/auth/sign-out-other-sessions.ts";
import { startRealtimeTestServer } from "../testing/realtime-test-server.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { connectRealtime, type RealtimeTestClient } from "./realtime-test-client.ts";

/**
 * Issue 16, item 6: an open socket used to keep receiving messages for up to 5 minutes after its session ended
 * (until its next re-check). The re-check is pushed out of reach here, so only the revocation can close it.
 */
let deps: AppDeps & { close(): Promise<void> };
let server: Awaited<ReturnType<typeof startRealtimeTestServer>>;
const sockets: RealtimeTestClient[] = [];

beforeAll(async () => {
  deps = await createTestDeps();
  server = await startRealtimeTestServer(deps, { reauthMs: 3_600_000 });
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await server.close();
  await deps.close();
});

async function openSocket(cookie: string) {
  const socket = connectRealtime(server.wsUrl, { origin: server.origin, cookie });
  sockets.push(socket);
  await socket.waitFor((f) => f.type === "ready");
  return socket;
}

/** Resolves with the close code, or "open" when the socket is still open after `ms`. */
const closedWithin = (socket: RealtimeTestClient, ms = 2000) =>
  Promise.race([
    socket.closed.then((c) => c.code),
    new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms)),
  ]);

async function twoDevices() {
  const user = await createUser(deps.db);
  const phone = await sessionCookieFor(deps, user);
  const laptop = await sessionCookieFor(deps, user);
  return {
    user,
    phone,
    laptop,
    phoneSocket: await openSocket(phone),
    laptopSocket: await openSocket(laptop),
  };
}

describe("sessions end everywhere at once", () => {
  it("signing out closes that browser's sockets at once, and only those", async () => {
    const { phone, phoneSocket, laptopSocket } = await twoDevices();
    await signOut(deps, new Headers({ cookie: phone }));
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket, 300)).toBe("open");
  });

  it("'sign out everywhere else' ends the other sessions and their sockets, and keeps this one", async () => {
    const { user, phone, laptop, phoneSocket, laptopSocket } = await twoDevices();
    expect(await signOutOtherSessions(deps, new Headers({ cookie: laptop }))).toBe(1);
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket, 300)).toBe("open");
    expect((await resolveSessionUser(deps, new Headers({ cookie: phone }))).user).toBeNull();
    expect((await resolveSessionUser(deps, new Headers({ cookie: laptop }))).user?.id).toBe(user.id);
  });

  it("a password reset closes every socket of the user", async () => {
    const { user, phoneSocket, laptopSocket } = await twoDevices();
    await requestPasswordReset(deps, { email: user.email }, { headers: new Headers(), clientIp: "10.9.9.9" });
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    await resetPassword(
      deps,
      { token, password: "mochila-azul-77", confirmPassword: "mochila-azul-77" },
      { clientIp: "10.9.9.9" },
    );
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket)).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it("revoking a user's sessions (an account suspended) cuts every session and socket", async () => {
    const { user, phone, phoneSocket, laptopSocket } = await twoDevices();
    const other = await openSocket(await sessionCookieFor(deps, await createUser(deps.db)));
    expect(await revokeUserSessions(deps, user.id)).toBe(2);
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(other, 300)).toBe("open");
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await resolveSessionUser(deps, new Headers({ cookie: phone }))).user).toBeNull();
  });

  it("signing in again in a browser ends its previous session's sockets too", async () => {
    const { user, phone, phoneSocket, laptopSocket } = await twoDevices();
    await signIn(
      deps,
      { email: user.email, password: DEMO_PASSWORD, rememberMe: true },
      { headers: new Headers({ cookie: phone }), clientIp: "10.9.9.8" },
    );
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket, 300)).toBe("open");
  });

  it("when the bus may have missed a revocation (resync), every socket's session is checked again at once", async () => {
    const { phone, phoneSocket, laptopSocket } = await twoDevices();
    const { sessionId } = await resolveSessionUser(deps, new Headers({ cookie: phone }));
    // The session ended on another instance while this one's bus connection was down: no event arrived.
    await deps.db.delete(sessions).where(eq(sessions.id, sessionId ?? ""));
    // What the PostgreSQL bus tells its listeners once it has reconnected (the memory bus passes it on).
    await deps.bus.publish({ type: "resync" } as never);
    expect(await closedWithin(phoneSocket)).toBe(REALTIME_CLOSE.unauthenticated);
    expect(await closedWithin(laptopSocket, 300)).toBe("open");
  });
});
