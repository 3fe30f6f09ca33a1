import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { emptyTripDraft, type TripDraftData, WIZARD_STEPS } from "#core/schemas/trip-wizard";
import { applyRowIntent, parseRowIntent } from "#core/schemas/trip-wizard-rows";
import { isAppError } from "#server/lib/app-error";
import { isUnchangedMachineDraft } from "#server/services/machine-drafts/is-unchanged-machine-draft";
import { withWizardTranslation } from "#server/services/trip-translations/wizard-translations";
import { createTrip } from "#server/services/trips/create-trip";
import { getWizardOptions } from "#server/services/trips/get-wizard-options";
import { getTripDraft, saveTripDraft } from "#server/services/trips/save-trip-draft";
import { assertCanPublish } from "#server/services/trips/trip-access";
import { BackLink } from "../components/back-link.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { PublishBlocked } from "../features/trip-wizard/publish-blocked.tsx";
import {
  draftSlice,
  readStepPost,
  serviceErrors,
  stepErrors,
} from "../features/trip-wizard/read-step-post.server.ts";
import { readTranslationPost, translationErrors } from "../features/trip-wizard/read-translation-post.ts";
import { formErrorText } from "../features/trip-wizard/step-form.tsx";
import { StepSection } from "../features/trip-wizard/step-section.tsx";
import { TextStepLanguages } from "../features/trip-wizard/text-step-languages.tsx";
import { TRANSLATION_SAVE_INTENT } from "../features/trip-wizard/translation-form.tsx";
import {
  draftEnglishContent,
  isTextStep,
  spanishTextOf,
} from "../features/trip-wizard/translation-values.ts";
import { WizardProgress } from "../features/trip-wizard/wizard-progress.tsx";
import { stepRefusal, translationRefusal } from "../features/trip-wizard/wizard-refusal.server.ts";
import type { StepResult, TranslationResult } from "../features/trip-wizard/wizard-types.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionRefusal } from "../lib/action-failure.server.ts";
import { LANGUAGE_PARAM } from "../lib/content-language-param.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import type { Route } from "./+types/tropleader.crear-viaje";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "trips")("wizard.title")), { name: "robots", content: "noindex" }];
}

/** Signed out: to the login page with the spec's message; anyone but a tropleader: the restricted page. */
function requireTropleader(context: Route.LoaderArgs["context"], request: Request) {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    const back = encodeURIComponent(url.pathname + url.search);
    throw redirect(`/login?redirect=${back}&error=create_trip`);
  }
  if (user.role !== "tropleader") throw actionRefusal("trips:errors.tropleadersOnly", {}, { status: 403 });
  return user;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTropleader(context, request);
  try {
    await assertCanPublish(context.deps.db, user);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { blocked: e.messageKey } as const;
  }
  const url = new URL(request.url);
  const draftId = url.searchParams.get("borrador");
  const draft = draftId ? await orNotFound(getTripDraft(context.deps, user, draftId)) : null;
  const step = Math.min(4, Math.max(1, Number(url.searchParams.get("paso")) || draft?.step || 1));
  return {
    blocked: null,
    draftId: draft?.draftId ?? null,
    /** The id the first save will give a new draft (so a racing autosave and click make one draft). */
    newDraftId: crypto.randomUUID(),
    resumed: Boolean(draft) && !url.searchParams.has("paso"),
    step,
    data: draft?.data ?? emptyTripDraft(),
    options: await getWizardOptions(context.deps, context.locale),
    /** 'Traducir al inglés' only when the server has a translation provider. */
    canTranslate: context.deps.translation !== null,
  };
}

/** Autosaves answer the fetcher only; nothing on the page needs reloading. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "save" ? false : defaultShouldRevalidate;
}

const at = (draftId: string, step: number) => `/tropleader/crear-viaje?borrador=${draftId}&paso=${step}`;

/** The draft a post continues (an id the page picked but not saved yet starts from an empty wizard). */
async function currentDraft(
  context: Route.ActionArgs["context"],
  user: Route.ActionArgs["context"]["user"],
  draftId: string | null,
) {
  if (!draftId) return emptyTripDraft();
  return getTripDraft(context.deps, user, draftId).then(
    (d) => d.data,
    // Not saved yet (the id the page picked): start from an empty wizard; the save checks ownership.
    (e: unknown) => {
      if (isAppError(e) && e.code === "not_found") return emptyTripDraft();
      throw e;
    },
  );
}

/**
 * 'Guardar versión en inglés' in the wizard: the step's English texts go into the draft as typed (nothing is
 * lost), with whether they are what the server last drafted for this guide's wizard, unchanged
 * (isUnchangedMachineDraft, withWizardTranslation), then are checked with the
 * step's translation schema; createTrip writes them with the trip. A first save puts the draft in the address,
 * on the English tab.
 */
async function saveEnglishDraft(
  context: Route.ActionArgs["context"],
  user: NonNullable<Route.ActionArgs["context"]["user"]>,
  request: Request,
  form: FormData,
) {
  const post = readTranslationPost(form);
  if (!post) throw data(null, { status: 400 });
  const { section, values } = post;
  const number = WIZARD_STEPS.indexOf(section) + 1;
  const fail = (errors: Record<string, string>, formError?: string) =>
    translationRefusal(section, { errors, formError, values });
  try {
    const current = await currentDraft(context, user, post.draftId);
    const drafted = await isUnchangedMachineDraft(
      context.deps.db,
      { kind: "wizard", id: user.id },
      "en",
      section,
      values,
    );
    const merged = withWizardTranslation(current, section, values, drafted);
    const { draftId } = await saveTripDraft(context.deps, user, {
      draftId: post.draftId,
      step: number,
      data: merged,
    });
    const errors = translationErrors(section, values);
    if (errors) return fail(errors);
    if (new URL(request.url).searchParams.get("borrador") !== draftId) {
      throw redirect(`${at(draftId, number)}&${LANGUAGE_PARAM}=en`);
    }
    return data<TranslationResult>({ ok: true, intent: TRANSLATION_SAVE_INTENT, section });
  } catch (e) {
    if (e instanceof Response) throw e;
    if (!isAppError(e)) throw e;
    return fail({}, e.messageKey);
  }
}

/**
 * Every post of the wizard: each one saves the draft first (nothing typed is lost), then `save` answers,
 * `back` and the row buttons show a step again, `next` moves on once this step is valid, and `create` sends
 * the whole trip. The services check who may publish.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireTropleader(context, request);
  const form = await request.formData();
  if (form.get("intent") === TRANSLATION_SAVE_INTENT) return saveEnglishDraft(context, user, request, form);
  const post = await readStepPost(form);
  const fail = (status: number, result: Parameters<typeof stepRefusal>[1]) =>
    stepRefusal(post.intent, result, status);
  try {
    const current = await currentDraft(context, user, post.draftId);
    let merged: TripDraftData = { ...current, [post.step]: draftSlice(post.step, post.values) };
    const rowIntent = parseRowIntent(post.intent);
    if (rowIntent) merged = applyRowIntent(merged, rowIntent);
    const errors =
      post.intent === "next" || post.intent === "create" ? stepErrors(post.step, post.values) : null;
    const nextStep =
      post.intent === "back"
        ? post.number - 1
        : post.intent === "next" && !errors
          ? post.number + 1
          : post.number;
    const { draftId } = await saveTripDraft(context.deps, user, {
      draftId: post.draftId,
      step: Math.max(1, nextStep),
      data: merged,
    });
    if (post.intent === "save") return data<StepResult>({ ok: true, intent: "save", draftId });
    if (errors) return fail(422, { step: post.number, errors });
    if (post.intent !== "create") throw redirect(at(draftId, Math.max(1, nextStep)));
    const created = await createTrip(context.deps, user, { draftId, data: merged });
    throw redirect(`/tropleader/dashboard/mis-viajes?creado=${created.status}`);
  } catch (e) {
    if (e instanceof Response) throw e;
    // A second 'Crear Viaje' (double click, another tab) after the first made the trip: it is on the dashboard.
    if (isAppError(e) && e.messageKey === "trips:wizard.errors.alreadySent" && post.intent !== "save") {
      throw redirect("/tropleader/dashboard/mis-viajes");
    }
    const refused = serviceErrors(e, post.number);
    if (refused.step !== post.number && post.draftId) {
      // The error is on another step (e.g. a category that no longer exists): show that step with it.
      return fail(422, {
        ...refused,
        formError: refused.formError ?? {
          key: Object.values(refused.errors)[0] ?? "trips:wizard.errors.invalid",
          // An error of the English version (issue 34): the link opens that step's English tab.
          ...(isAppError(e) && e.params.locale === "en" ? { params: { locale: "en" } } : {}),
        },
      });
    }
    return fail(isAppError(e) && e.code === "internal" ? 500 : 422, refused);
  }
}

export default function CreateTrip({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("trips");
  const answer = useActionData<typeof action>();
  const englishResult =
    answer?.intent === TRANSLATION_SAVE_INTENT ? (answer as TranslationResult) : undefined;
  const result = englishResult ? undefined : (answer as StepResult | undefined);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to="/tropleader/dashboard" label={t("wizard.back")} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("wizard.title")}</h1>
      {loaderData.blocked === null ? (
        <WizardBody {...loaderData} result={result} englishResult={englishResult} />
      ) : (
        <PublishBlocked reason={loaderData.blocked} />
      )}
    </div>
  );
}

function WizardBody({
  draftId,
  newDraftId,
  step,
  data: draft,
  options,
  resumed,
  result,
  englishResult,
  canTranslate,
}: Exclude<Route.ComponentProps["loaderData"], { blocked: string }> & {
  result: StepResult | undefined;
  englishResult: TranslationResult | undefined;
}) {
  const { t } = useTranslation("trips");
  const name = WIZARD_STEPS[step - 1] ?? "basics";
  const otherStepError = result && result.ok === false && result.step !== step ? result : null;
  return (
    <>
      <p className="mt-1 text-gray-600">{t("wizard.subtitle")}</p>
      <WizardProgress current={step} />
      {resumed ? (
        <div className="mt-6">
          <Alert tone="info">{t("wizard.draft.resumed")}</Alert>
        </div>
      ) : null}
      {otherStepError ? (
        <div className="mt-6">
          <Alert tone="error">
            {otherStepError.formError?.params?.locale === "en"
              ? t("translationEditor.englishError", {
                  message: formErrorText(t, otherStepError.formError),
                })
              : formErrorText(t, otherStepError.formError ?? { key: "trips:wizard.errors.invalid" })}{" "}
            {draftId ? (
              <Link
                className="font-semibold underline"
                to={`${at(draftId, otherStepError.step)}${
                  otherStepError.formError?.params?.locale === "en" ? `&${LANGUAGE_PARAM}=en` : ""
                }`}
              >
                {t(`wizard.steps.${WIZARD_STEPS[otherStepError.step - 1] ?? "basics"}`)}
              </Link>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <StepSection
        step={name}
        mode="create"
        formKey={name}
        defaults={draft[name]}
        result={result}
        draftId={draftId ?? newDraftId}
        options={options}
        durationDays={draft.basics.durationDays}
        wrapForm={
          isTextStep(name)
            ? (form) => (
                <TextStepLanguages
                  step={name}
                  stepNumber={step}
                  spanishForm={form}
                  spanish={spanishTextOf(draft)}
                  english={draftEnglishContent(draft)}
                  result={englishResult}
                  canTranslate={canTranslate}
                  draftId={draftId ?? newDraftId}
                  submitLabel={t("translationEditor.save")}
                />
              )
            : undefined
        }
      />
    </>
  );
}
