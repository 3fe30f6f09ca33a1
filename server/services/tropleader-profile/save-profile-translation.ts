import { isSecondaryContentLocale } from "#core/content/content-locales";
import { profileTranslationSchema } from "#core/content/profile-text";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUnchangedMachineDraft } from "../machine-drafts/is-unchanged-machine-draft.ts";
import { loadProfileTranslation } from "./load-profile-translation.ts";

export type SaveProfileTranslationInput = {
  locale: string;
  /** { bio, presentation } as the form sent them. */
  values: unknown;
};

/**
 * A tropleader saves their bio and presentation in another language (issue 34), with the Spanish form's rules,
 * in one statement (nothing half saved). An empty text is stored as none (visitors then read the Spanish one).
 * Shown at once, like the Spanish profile texts. Machine-made (labelled to visitors) when saved exactly as the
 * provider last drafted this guide's profile (isUnchangedMachineDraft, recorded by the draft endpoint), or saved
 * again unchanged while labelled so; nothing the browser claims counts. Audited as
 * `tropleader.profile_translation_saved`.
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
  const locale = input.locale;
  const written = parsed.data.bio !== "" || parsed.data.presentation !== "";
  const before = written ? await loadProfileTranslation(deps.db, actor.id, locale) : null;
  const machine =
    written &&
    ((before?.machine === true &&
      (before.bio ?? "") === parsed.data.bio &&
      (before.presentation ?? "") === parsed.data.presentation) ||
      (await isUnchangedMachineDraft(
        deps.db,
        { kind: "profile", id: actor.id },
        locale,
        "profile",
        parsed.data,
      )));
  const values = {
    bio: parsed.data.bio || null,
    presentation: parsed.data.presentation || null,
    machine,
    updatedAt: new Date(),
  };
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
