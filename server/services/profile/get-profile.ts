import { eq } from "drizzle-orm";
import type { IdentityState } from "#core/schemas/identity-verification";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { getIdentityState } from "../identity/get-identity-state.ts";

export type Profile = {
  id: string;
  name: string;
  email: string;
  role: "viajero" | "tropleader" | "admin";
  avatarUrl: string | null;
  bio: string;
  phone: string;
  birthDate: string;
  country: string;
  languages: string[];
  notificationsEmail: boolean;
  newsletter: boolean;
  publicProfile: boolean;
  identity: IdentityState;
};

/** The signed-in user's own profile (Mi Perfil). */
export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError("not_found", "profile:errors.notFound");
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    avatarUrl: u.image,
    bio: u.bio ?? "",
    phone: u.phone ?? "",
    birthDate: u.birthDate ?? "",
    country: u.country ?? "",
    languages: u.languages,
    notificationsEmail: u.notificationsEmail,
    newsletter: u.newsletter,
    publicProfile: u.publicProfile,
    identity: await getIdentityState(db, userId),
  };
}
