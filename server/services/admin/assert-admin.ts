import type { SessionUser } from "../../auth/session-user.ts";
import { AppError } from "../../lib/app-error.ts";

/** Every admin action starts here: anyone else gets 403, whatever the page showed them. */
export function assertAdmin(actor: Pick<SessionUser, "role"> | null): asserts actor is SessionUser {
  if (actor?.role !== "admin") throw new AppError("forbidden", "auth:errors.forbidden");
}
