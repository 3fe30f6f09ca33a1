import { asc, eq } from "drizzle-orm";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "#core/constants/languages";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderGallery, tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** What /tropleader/editar-perfil edits: the guide's own row, profile (cover, certifications…) and gallery. */
export async function getTropleaderProfileForm(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
) {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  const [row] = await deps.db
    .select({
      name: users.name,
      bio: users.bio,
      avatarUrl: users.image,
      isApproved: users.isApproved,
      socialMedia: tropleaderProfiles.socialMediaUrl,
      presentation: tropleaderProfiles.tropleaderPresentation,
      location: tropleaderProfiles.location,
      experienceYears: tropleaderProfiles.experienceYears,
      specialties: tropleaderProfiles.specialties,
      languages: tropleaderProfiles.languages,
      certifications: tropleaderProfiles.certifications,
      coverImageUrl: tropleaderProfiles.coverImageUrl,
    })
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(eq(users.id, actor.id));
  if (!row) throw new AppError("not_found", "workspace:errors.notFound");
  const gallery = await deps.db
    .select({ id: tropleaderGallery.id, imageUrl: tropleaderGallery.imageUrl })
    .from(tropleaderGallery)
    .where(eq(tropleaderGallery.userId, actor.id))
    .orderBy(asc(tropleaderGallery.sortOrder), asc(tropleaderGallery.createdAt));
  return {
    name: row.name,
    bio: row.bio ?? "",
    avatarUrl: row.avatarUrl,
    isApproved: row.isApproved,
    socialMedia: row.socialMedia ?? "",
    tropleaderPresentation: row.presentation ?? "",
    location: row.location ?? "",
    experienceYears: row.experienceYears === null ? "" : String(row.experienceYears),
    specialties: row.specialties ?? [],
    languages: (row.languages ?? []).filter((code): code is SpokenLanguage =>
      (SPOKEN_LANGUAGES as readonly string[]).includes(code),
    ),
    /** With their documents' ids: the guide opens their own through /api/files/:id. */
    certifications: row.certifications ?? [],
    coverImageUrl: row.coverImageUrl,
    gallery,
  };
}
