import { eq } from "drizzle-orm";
import { tropleaderProfileSchema } from "#core/schemas/tropleader-profile";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * 'Guardar' on /tropleader/editar-perfil (doc 2 §2, §4 profile save): the guide's name and bio (users) and
 * presentation and social media address (tropleader_profiles), in one transaction. Bad input changes nothing.
 */
export async function updateTropleaderProfile(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  input: unknown,
): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  const parsed = tropleaderProfileSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      parsed.error.issues[0]?.message ?? "workspace:profileEdit.errors.invalid",
    );
  }
  const p = parsed.data;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: p.name, bio: p.bio || null, updatedAt: now })
      .where(eq(users.id, actor.id));
    await tx
      .insert(tropleaderProfiles)
      .values({
        userId: actor.id,
        socialMediaUrl: p.socialMedia || null,
        tropleaderPresentation: p.tropleaderPresentation || null,
      })
      .onConflictDoUpdate({
        target: tropleaderProfiles.userId,
        set: {
          socialMediaUrl: p.socialMedia || null,
          tropleaderPresentation: p.tropleaderPresentation || null,
          updatedAt: now,
        },
      });
  });
}
