import { and, eq, inArray, isNull } from "drizzle-orm";
import { type Certification, tropleaderProfileSchema } from "#core/schemas/tropleader-profile";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, files } from "../../db/schema/platform.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/** The fields a save can change, named as audit_log records them (never their values). */
const AUDITED = [
  "name",
  "bio",
  "tropleaderPresentation",
  "socialMedia",
  "location",
  "experienceYears",
  "specialties",
  "languages",
  "certifications",
] as const;

/**
 * 'Guardar' on /tropleader/editar-perfil (doc 2 §2, §4 profile save): the guide's name, bio and languages
 * (users) and presentation, social media address, location, years of experience, specialties, languages and
 * certifications (tropleader_profiles), in one transaction. A certification's document must be the guide's own
 * live certification-document upload (anything else is a 404); a document no longer listed is deleted. The
 * names of the fields that changed go to audit_log. Bad input changes nothing.
 */
export async function updateTropleaderProfile(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
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
  const removeOld = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ user: users, profile: tropleaderProfiles })
      .from(users)
      .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
      .where(eq(users.id, actor.id))
      .for("update", { of: users });
    if (!before) throw new AppError("not_found", "workspace:errors.notFound");
    const documents = [...new Set(p.certifications.flatMap((c) => (c.fileId ? [c.fileId] : [])))];
    if (documents.length) {
      const owned = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            inArray(files.id, documents),
            eq(files.ownerId, actor.id),
            eq(files.bucket, "certification-documents"),
            isNull(files.deletedAt),
          ),
        );
      if (owned.length !== documents.length) {
        throw new AppError("not_found", "workspace:profileEdit.errors.certificationFile");
      }
    }
    await tx
      .update(users)
      .set({ name: p.name, bio: p.bio || null, languages: p.languages, updatedAt: now })
      .where(eq(users.id, actor.id));
    const profile = {
      socialMediaUrl: p.socialMedia || null,
      tropleaderPresentation: p.tropleaderPresentation || null,
      location: p.location,
      experienceYears: p.experienceYears,
      specialties: p.specialties,
      languages: p.languages,
      certifications: p.certifications,
    };
    await tx
      .insert(tropleaderProfiles)
      .values({ userId: actor.id, ...profile })
      .onConflictDoUpdate({ target: tropleaderProfiles.userId, set: { ...profile, updatedAt: now } });

    const old = before.profile;
    const previous: Record<(typeof AUDITED)[number], unknown> = {
      name: before.user.name,
      bio: before.user.bio ?? "",
      tropleaderPresentation: old?.tropleaderPresentation ?? "",
      socialMedia: old?.socialMediaUrl ?? "",
      location: old?.location ?? null,
      experienceYears: old?.experienceYears ?? null,
      specialties: old?.specialties ?? [],
      languages: old?.languages ?? [],
      certifications: old?.certifications ?? [],
    };
    const next: Record<(typeof AUDITED)[number], unknown> = { ...p };
    const changed = AUDITED.filter((f) => JSON.stringify(previous[f]) !== JSON.stringify(next[f]));
    if (changed.length) {
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: "tropleader.profile_update",
        entityType: "user",
        entityId: actor.id,
        data: { fields: changed },
      });
    }
    const dropped = droppedDocuments(old?.certifications ?? [], documents);
    return markFilesDeleted(deps, tx, dropped);
  });
  await removeOld();
}

/** The documents of certifications the guide removed (or whose document they replaced). */
function droppedDocuments(before: Certification[], kept: string[]): string[] {
  return before.flatMap((c) => (c.fileId && !kept.includes(c.fileId) ? [c.fileId] : []));
}
