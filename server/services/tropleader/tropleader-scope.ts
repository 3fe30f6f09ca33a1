import type { SessionUser } from "../../auth/session-user.ts";
import { AppError } from "../../lib/app-error.ts";

/** The workspace is the tropleader's own: anyone else is refused before any figure is read. */
export function assertTropleader(actor: Pick<SessionUser, "id" | "role"> | null): string {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  return actor.id;
}
