import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * Shows an admin the identity number of a pending submission, and records that they saw it: who, whose, when.
 * The number is never in the panel's page until asked for, and never in a log.
 */
export async function revealIdentityNumber(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  userId: string,
): Promise<string> {
  assertAdmin(actor);
  const [user] = await deps.db
    .select({ identityNumber: users.identityNumber, status: users.identityStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.identityNumber || user.status !== "pending") {
    throw new AppError("not_found", "admin:verifications.notFound");
  }
  await deps.db.insert(auditLog).values({
    actorId: actor.id,
    action: "identity_number.reveal",
    entityType: "user",
    entityId: userId,
  });
  return user.identityNumber;
}
