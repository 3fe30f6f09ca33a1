import { eq } from "drizzle-orm";
import { deleteAccountSchema } from "#core/schemas/privacy";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { accounts } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit, rateLimitKey } from "../auth/consume-rate-limit.ts";
import { parseInput } from "../auth/parse-input.ts";
import { eraseAccount } from "./erase-account.ts";

/** Password attempts on the deletion form: as many as on sign-in. */
const DELETE_ATTEMPTS = { windowSec: 60, max: 5 };

/**
 * "Eliminar mi cuenta" (issue 15): the owner confirms with their password and the box stating the consequences;
 * refused while they have a confirmed trip to come (or, as a tropleader, departures with travellers). Then the
 * account is erased (erase-account.ts) and every session ends.
 */
export async function deleteAccount(
  deps: AppDeps,
  user: Pick<SessionUser, "id" | "role"> | null,
  input: unknown,
  now: Date = new Date(),
): Promise<void> {
  if (!user) throw new AppError("unauthenticated", "privacy:errors.signInRequired");
  // The platform must never lose its last way in: an admin account is not deleted from Mi Perfil.
  if (user.role === "admin") throw new AppError("forbidden", "privacy:delete.errors.admin");
  const { password } = parseInput(deleteAccountSchema, input);
  await consumeRateLimit(deps.db, rateLimitKey("delete-account", user.id), DELETE_ATTEMPTS);
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, user.id));
  const { verifyPassword } = await import("better-auth/crypto"); // not at start-up (startup-and-bench.md)
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    throw new AppError("validation", "privacy:delete.errors.wrongPassword");
  }
  await eraseAccount(deps, user.id, "user", now);
}
