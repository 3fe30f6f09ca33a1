import { isDeepStrictEqual } from "node:util";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import { profileTranslationSchema } from "#core/content/profile-text";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

export type SaveProfileTranslationInput = {
  locale: string;
  /** { bio, presentation } as the form sent them. */
  values: unknown;
  /** The machine draft the browser was given: saved unchanged, the texts are marked machine-made. */
  machineDraft?: unknown;
};

/**
 * A tropleader saves their bio and presentation in another language (issue 34), with the Spanish form's rules,
 * in one statement (nothing half saved). An empty text is stored as none (visitors then read the Spanish one).
 * Shown at once, like the Spanish profile texts. Audited as `tropleader.profile_translation_saved`.
 */
export async function saveProfileTranslation(
  deps: Pick<AppDeps, "db" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  input: SaveProfileTranslationInput,
): Promise<{ machine: boolean }> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  if (!isSecondaryContentLocale(input.locale)) throw new AppError("not_found", "workspace:errors.notFound");
  const parsed = profileTranslationSchema.safeParse(input.values);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      parsed.error.issues[0]?.message ?? "workspace:profileEdit.errors.invalid",
    );
  }
  const draft =
    input.machineDraft === undefined ? null : profileTranslationSchema.safeParse(input.machineDraft);
  const machine =
    draft?.success === true &&
    isDeepStrictEqual(draft.data, parsed.data) &&
    (parsed.data.bio !== "" || parsed.data.presentation !== "");
  const values = {
    bio: parsed.data.bio || null,
    presentation: parsed.data.presentation || null,
    machine,
    updatedAt: new Date(),
  };
  const locale = input.locale;
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(tropleaderProfileTranslations)
      .values({ userId: actor.id, locale, ...values })
      .onConflictDoUpdate({
        target: [tropleaderProfileTranslations.userId, tropleaderProfileTranslations.locale],
        set: values,
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "tropleader.profile_translation_saved",
      entityType: "user",
      entityId: actor.id,
      data: { locale, machine },
    });
  });
  return { machine };
}
