import { eq } from "drizzle-orm";
import { type ProfileSettingsInput, profileSettingsSchema } from "#core/schemas/profile";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertOwnProfile } from "./assert-own-profile.ts";

/** The settings block: notifications_email, newsletter, public_profile (own row only). */
export async function updateProfileSettings(
  db: DbOrTx,
  actor: Pick<SessionUser, "id">,
  userId: string,
  input: ProfileSettingsInput,
): Promise<void> {
  assertOwnProfile(actor, userId);
  const parsed = profileSettingsSchema.safeParse(input);
  if (!parsed.success) throw new AppError("validation", "profile:errors.invalid");
  const updated = await db
    .update(users)
    .set({ ...parsed.data, updatedAt: new Date() })
    .where(eq(users.id, actor.id))
    .returning({ id: users.id });
  if (!updated.length) throw new AppError("not_found", "profile:errors.notFound");
}
