import { firstIssueKey } from "#core/schemas/issue-key";
import { type TranslationDraftRequest, translationDraftRequestSchema } from "#core/schemas/translation-draft";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { translationError } from "../../translation/translation-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";

export type TripTranslationDraft<
  S extends TranslationDraftRequest["section"] = TranslationDraftRequest["section"],
> = Extract<TranslationDraftRequest, { section: S }>["values"];

/**
 * 'Traducir al inglés' (issue 34): one section's Spanish texts (as the step's form holds them) machine-translated
 * into the same shape, for the guide to read, correct and save with saveTripTranslationSection. Nothing is
 * stored here. Only an approved tropleader (their own trip, or the wizard before the trip exists) or an admin;
 * never a visitor. Counted against the user's translationDraft limit before the provider is asked. Without a
 * configured provider, or when it fails, a translation.* AppError with its translated message: the caller leaves
 * the fields as they were.
 */
export async function draftTripTranslation(
  deps: AppDeps,
  actor: TripActor,
  input: unknown,
): Promise<TripTranslationDraft> {
  await assertCanPublish(deps.db, actor);
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const parsed = translationDraftRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", firstIssueKey(parsed.error, "trips:wizard.errors.invalid"));
  }
  const request = parsed.data;
  if (request.tripId) await loadOwnTrip(deps.db, actor, request.tripId);
  const provider = deps.translation;
  if (!provider) throw translationError("translation.unavailable", "no translation provider configured");

  const texts: string[] = [];
  mapStrings(request.values, (text) => {
    texts.push(text);
    return text;
  });
  if (texts.every((text) => text.trim() === "")) {
    throw new AppError("validation", "trips:translationDraft.errors.nothingToTranslate");
  }
  await consumeUserRateLimit(deps.db, actor.id, "translationDraft");

  const translated = await provider.translate(texts, { from: request.from, to: request.to });
  if (translated.length !== texts.length) {
    throw translationError("translation.failed", "provider answered a different number of texts");
  }
  let next = 0;
  return mapStrings(request.values, () => translated[next++] as string);
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
