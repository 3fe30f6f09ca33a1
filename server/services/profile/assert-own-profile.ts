import type { SessionUser } from "../../auth/session-user.ts";
import { AppError } from "../../lib/app-error.ts";

/** doc 1 §6: a user may update only their own profile row; nobody edits another person's profile here. */
export function assertOwnProfile(actor: Pick<SessionUser, "id">, userId: string): void {
  if (actor.id !== userId) throw new AppError("forbidden", "profile:errors.notYourProfile");
}
