import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/** Applicant fields shown on a card (doc 2 §2 Tropleaders): everything the applicant wrote. */
export const applicationColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  phone: users.phone,
  location: tropleaderProfiles.location,
  experienceYears: tropleaderProfiles.experienceYears,
  specialties: tropleaderProfiles.specialties,
  languages: tropleaderProfiles.languages,
  /** With their private documents' ids: admins open them through /api/files/:id. */
  certifications: tropleaderProfiles.certifications,
  motivation: tropleaderProfiles.motivation,
  previousExperience: tropleaderProfiles.previousExperience,
};

/** The pending tropleader applications, newest first (doc 2 §7), for the admin to decide. */
export async function listTropleaderApplications(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  return deps.db
    .select(applicationColumns)
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(and(eq(users.role, "tropleader"), eq(users.isApproved, false)))
    .orderBy(desc(users.createdAt))
    .limit(50);
}
