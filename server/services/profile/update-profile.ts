import { eq } from "drizzle-orm";
import { firstIssueKey } from "#core/schemas/issue-key";
import { type ProfileInput, profileSchema } from "#core/schemas/profile";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertOwnProfile } from "./assert-own-profile.ts";

/**
 * Mi Perfil: a user may update only their own row (doc 1 §6). Empty optional fields are stored as null. The birth
 * date of a verified (or pending) identity cannot be changed here.
 */
export async function updateProfile(
  db: DbOrTx,
  actor: Pick<SessionUser, "id">,
  userId: string,
  input: ProfileInput,
): Promise<void> {
  assertOwnProfile(actor, userId);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", firstIssueKey(parsed.error, "profile:errors.invalid"));
  }
  const p = parsed.data;
  const [current] = await db
    .select({ birthDate: users.birthDate, identityStatus: users.identityStatus })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!current) throw new AppError("not_found", "profile:errors.notFound");
  // The birth date an identity check was made (or is being made) against stays as it is (adults only, issue 35).
  const checked = current.identityStatus === "verified" || current.identityStatus === "pending";
  if (checked && current.birthDate && (p.birthDate || null) !== current.birthDate) {
    throw new AppError("validation", "profile:errors.birthDateLocked", {}, "birthDate");
  }
  const updated = await db
    .update(users)
    .set({
      name: p.name,
      bio: p.bio || null,
      phone: p.phone || null,
      birthDate: p.birthDate || null,
      country: p.country || null,
      languages: [...new Set(p.languages)],
      updatedAt: new Date(),
    })
    .where(eq(users.id, actor.id))
    .returning({ id: users.id });
  if (!updated.length) throw new AppError("not_found", "profile:errors.notFound");
}
