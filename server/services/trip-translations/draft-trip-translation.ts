import { eq } from "drizzle-orm";
import { firstIssueKey } from "#core/schemas/issue-key";
import { type TranslationDraftRequest, translationDraftRequestSchema } from "#core/schemas/translation-draft";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { translationError } from "../../translation/translation-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import type { MachineDraftOwner } from "../machine-drafts/machine-draft-owner.ts";
import { recordMachineDraft } from "../machine-drafts/record-machine-draft.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";

export type TripTranslationDraft<
  S extends TranslationDraftRequest["section"] = TranslationDraftRequest["section"],
> = Extract<TranslationDraftRequest, { section: S }>["values"];

/**
 * Who may have a section drafted, and whose draft it is: a trip's steps for an approved tropleader (their own
 * trip, or their wizard before the trip exists) or an admin; the profile texts for the signed-in tropleader
 * (not suspended), always their own.
 */
async function draftOwner(
  deps: AppDeps,
  actor: NonNullable<TripActor>,
  request: TranslationDraftRequest,
): Promise<MachineDraftOwner> {
  if (request.section === "profile") {
    const [row] = await deps.db
      .select({ role: users.role, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, actor.id));
    if (row?.role !== "tropleader" || row.suspendedAt) {
      throw new AppError("forbidden", "trips:errors.tropleadersOnly");
    }
    return { kind: "profile", id: actor.id };
  }
  await assertCanPublish(deps.db, actor);
  if (!request.tripId) return { kind: "wizard", id: actor.id };
  await loadOwnTrip(deps.db, actor, request.tripId);
  return { kind: "trip", id: request.tripId };
}

/**
 * 'Traducir al inglés' (issue 34): one section's Spanish texts (as the step's form, or the profile's, holds
 * them) machine-translated into the same shape, for the guide to read, correct and save
 * (saveTripTranslationSection, the wizard, saveProfileTranslation). The server records the draft's digest for
 * its owner (recordMachineDraft), so a save tells a draft kept unchanged without trusting the browser; nothing
 * else is stored. Never for a visitor (draftOwner). Counted against the user's translationDraft limit before
 * the provider is asked. Without a configured provider, or when it fails, a translation.* AppError with its
 * translated message: the caller leaves the fields as they were.
 */
export async function draftTripTranslation(
  deps: AppDeps,
  actor: TripActor,
  input: unknown,
): Promise<TripTranslationDraft> {
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const parsed = translationDraftRequestSchema.safeParse(input);
  if (!parsed.success) {
    await assertCanPublish(deps.db, actor);
    throw new AppError("validation", firstIssueKey(parsed.error, "trips:wizard.errors.invalid"));
  }
  const request = parsed.data;
  const owner = await draftOwner(deps, actor, request);
  const provider = deps.translation;
  if (!provider) throw translationError("translation.unavailable", "no translation provider configured");

  const texts: string[] = [];
  mapStrings(request.values, (text) => {
    texts.push(text);
    return text;
  });
  if (texts.every((text) => text.trim() === "")) {
    throw new AppError(
      "validation",
      request.section === "profile"
        ? "workspace:profileEdit.english.nothingToTranslate"
        : "trips:translationDraft.errors.nothingToTranslate",
    );
  }
  await consumeUserRateLimit(deps.db, actor.id, "translationDraft");

  const translated = await provider.translate(texts, { from: request.from, to: request.to });
  if (translated.length !== texts.length) {
    throw translationError("translation.failed", "provider answered a different number of texts");
  }
  let next = 0;
  const draft = mapStrings(request.values, () => translated[next++] as string);
  await recordMachineDraft(deps.db, owner, request.to, request.section, draft);
  return draft;
}

/**
 * The same JSON value with every string replaced, in a fixed walk order (arrays in order, object values in key
 * order); numbers (day numbers) and object keys (document ids) are kept.
 */
function mapStrings<T>(value: T, replace: (text: string) => string): T {
  if (typeof value === "string") return replace(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]),
    ) as T;
  }
  return value;
}
