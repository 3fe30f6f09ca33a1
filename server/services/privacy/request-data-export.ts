import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";
import { privacyRequests } from "../../db/schema/platform.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { PRIVACY_JOBS } from "./privacy-jobs.ts";

/**
 * "Descargar mis datos" (issue 15, any role): queues the export job, which emails a download link when the ZIP
 * is ready. One request at a time: while one is being prepared or waiting to be downloaded, a second is refused
 * (a unique index holds this across instances).
 */
export async function requestDataExport(
  deps: Pick<AppDeps, "db">,
  user: Pick<SessionUser, "id"> | null,
): Promise<{ requestId: string }> {
  if (!user) throw new AppError("unauthenticated", "privacy:errors.signInRequired");
  // Each export collects and zips all of the user's data and files: a few a day (USER_RATE_LIMITS).
  await consumeUserRateLimit(deps.db, user.id, "dataExportRequest", {
    messageKey: "privacy:export.errors.tooManyRequests",
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .insert(privacyRequests)
        .values({ userId: user.id, kind: "export", status: "queued" })
        .returning({ id: privacyRequests.id });
      await enqueueJob(tx, PRIVACY_JOBS.buildExport, { requestId: request!.id }, { maxAttempts: 5 });
      return { requestId: request!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "privacy:export.errors.alreadyRequested");
    throw error;
  }
}

/** The user's export still in progress or waiting to be downloaded, if any (Mi Perfil says so). */
export async function findOpenDataExport(
  deps: Pick<AppDeps, "db">,
  userId: string,
): Promise<{ status: "queued" | "ready"; expiresAt: Date | null } | null> {
  const [row] = await deps.db
    .select({ status: privacyRequests.status, expiresAt: privacyRequests.expiresAt })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.userId, userId),
        eq(privacyRequests.kind, "export"),
        inArray(privacyRequests.status, ["queued", "ready"]),
      ),
    );
  return row ? { status: row.status as "queued" | "ready", expiresAt: row.expiresAt } : null;
}
