import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { tripDraftSchema, WIZARD_STEPS } from "#core/schemas/trip-wizard";
import { applyRowIntent, parseRowIntent } from "#core/schemas/trip-wizard-rows";
import { isAppError } from "#server/lib/app-error";
import { loadTripPrimaryText } from "#server/services/trip-translations/load-trip-primary-text";
import { loadTripTranslationForOwner } from "#server/services/trip-translations/load-trip-translation";
import { saveTripTranslationSection } from "#server/services/trip-translations/save-trip-translation-section";
import { getTripForEdit } from "#server/services/trips/get-trip-for-edit";
import { getWizardOptions } from "#server/services/trips/get-wizard-options";
import { resubmitTrip } from "#server/services/trips/resubmit-trip";
import { updateTripPart } from "#server/services/trips/update-trip-part";
import { BackLink } from "../components/back-link.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { Badge, type BadgeTone } from "../components/ui/badge.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { PublishBlocked } from "../features/trip-wizard/publish-blocked.tsx";
import { readStepPost, serviceErrors } from "../features/trip-wizard/read-step-post.server.ts";
import { readTranslationPost, translationErrors } from "../features/trip-wizard/read-translation-post.ts";
import { StepSection } from "../features/trip-wizard/step-section.tsx";
import { TextStepLanguages } from "../features/trip-wizard/text-step-languages.tsx";
import { TRANSLATION_SAVE_INTENT } from "../features/trip-wizard/translation-form.tsx";
import { isTextStep } from "../features/trip-wizard/translation-values.ts";
import { stepRefusal, translationRefusal } from "../features/trip-wizard/wizard-refusal.server.ts";
import type { StepResult, TranslationResult } from "../features/trip-wizard/wizard-types.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { cn } from "../lib/cn.ts";
import type { Route } from "./+types/tropleader.editar-viaje.$tripId";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "trips")("edit.title")), { name: "robots", content: "noindex" }];
}

function requireSignedIn(context: Route.LoaderArgs["context"], request: Request) {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Only the trip's own tropleader and admins: anyone else (and an unknown id) gets the 404 page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const part = Math.min(4, Math.max(1, Number(new URL(request.url).searchParams.get("parte")) || 1));
  try {
    const [edit, options] = await Promise.all([
      getTripForEdit(context.deps, user, params.tripId, context.locale),
      getWizardOptions(context.deps, context.locale),
    ]);
    // Read after the access check above (getTripForEdit: own trip or admin).
    const [english, primary] = await Promise.all([
      loadTripTranslationForOwner(context.deps.db, params.tripId, "en"),
      loadTripPrimaryText(context.deps.db, params.tripId),
    ]);
    if (!primary) throw data(null, { status: 404 });
    return {
      blocked: null,
      part,
      ...edit,
      options,
      /** The Spanish texts as saved, what the English version follows. */
      spanish: { basics: primary.basics, itinerary: primary.itinerary, inclusions: primary.inclusions },
      english: {
        content: english?.content ?? {},
        status: english?.status ?? null,
        rejectionReason: english?.rejectionReason ?? null,
      },
      /** 'Traducir al inglés' only when the server has a translation provider. */
      canTranslate: context.deps.translation !== null,
    };
  } catch (e) {
    if (!isAppError(e)) throw e;
    if (e.code === "not_found") throw data(null, { status: 404 });
    if (e.code === "forbidden") return { blocked: e.messageKey } as const;
    throw e;
  }
}

/** Saves one part, applies a row button posted before the scripts loaded, or sends a rejected trip back. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const form = await request.formData();
  if (form.get("intent") === TRANSLATION_SAVE_INTENT) return saveEnglish(context, user, params.tripId, form);
  const post = await readStepPost(form);
  try {
    if (post.intent === "resubmit") {
      const { status } = await resubmitTrip(context.deps, user, params.tripId);
      return data<StepResult>({
        ok: true,
        intent: status === "approved" ? "resubmit-published" : "resubmit",
      });
    }
    const rowIntent = parseRowIntent(post.intent);
    if (rowIntent) {
      const rows = applyRowIntent(tripDraftSchema.parse({ [post.step]: post.values }), rowIntent);
      return data<StepResult>({ ok: "rows", intent: post.intent, part: post.step, data: rows });
    }
    await updateTripPart(context.deps, user, params.tripId, post.step, post.values);
    return data<StepResult>({ ok: true, intent: post.intent, part: post.step });
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") throw data(null, { status: 404 });
    const refused = serviceErrors(e, post.number);
    return stepRefusal(post.intent, refused);
  }
}

/**
 * One step's English version: checked with the step's translation schema (the browser ran the same), then
 * saved whole by the service (owner or admin; a refusal changes nothing). Errors come back by field.
 */
async function saveEnglish(
  context: Route.ActionArgs["context"],
  user: NonNullable<Route.ActionArgs["context"]["user"]>,
  tripId: string,
  form: FormData,
) {
  const post = readTranslationPost(form);
  if (!post) throw data(null, { status: 400 });
  const { section, values } = post;
  const fail = (errors: Record<string, string>, formError?: string) =>
    translationRefusal(section, { errors, formError, values });
  const errors = translationErrors(section, values);
  if (errors) return fail(errors);
  try {
    await saveTripTranslationSection(context.deps, user, {
      tripId,
      locale: "en",
      section,
      values,
    });
    return data<TranslationResult>({ ok: true, intent: TRANSLATION_SAVE_INTENT, section });
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") throw data(null, { status: 404 });
    if (!isAppError(e)) throw e;
    const field = typeof e.params.field === "string" ? e.params.field : "";
    return e.code === "validation" && field ? fail({ [field]: e.messageKey }) : fail({}, e.messageKey);
  }
}

const STATUS_TONE: Record<string, BadgeTone> = {
  draft: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

export default function EditTrip({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("trips");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to="/tropleader/dashboard" label={t("wizard.back")} />
      {loaderData.blocked === null ? (
        <EditBody {...loaderData} />
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("edit.title")}</h1>
          <PublishBlocked reason={loaderData.blocked} />
        </>
      )}
    </div>
  );
}

function EditBody({
  trip,
  data: saved,
  spanish,
  options,
  part,
  english,
  canTranslate,
}: Exclude<Route.ComponentProps["loaderData"], { blocked: string }>) {
  const { t } = useTranslation("trips");
  const toast = useToast();
  const answer = useActionData<typeof action>();
  const englishResult =
    answer?.intent === TRANSLATION_SAVE_INTENT ? (answer as TranslationResult) : undefined;
  const result = englishResult ? undefined : (answer as StepResult | undefined);
  const navigation = useNavigation();
  const step = WIZARD_STEPS[part - 1] ?? "basics";
  const rows = result?.ok === "rows" && result.part === step ? result.data : null;
  const defaults = (rows ?? saved)[step];

  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (englishResult?.ok === true) toast.success(t("translationEditor.saved"));
    if (!result) return;
    if (result.ok === true && result.intent.startsWith("save-")) toast.success(t("edit.saved"));
    if (result.ok === true && result.intent.startsWith("resubmit")) {
      toast.success(t(result.intent === "resubmit" ? "edit.resubmitted" : "edit.resubmittedPublished"));
    }
  }, [answer, englishResult, result, toast, t]);

  const savedHere = result?.ok === true && result.intent === `save-${step}`;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{t("edit.title")}</h1>
          <p className="mt-1 break-words text-lg text-gray-700">{trip.title}</p>
        </div>
        <Badge tone={STATUS_TONE[trip.status] ?? "neutral"} data-testid="trip-status">
          {t(`edit.status.${trip.status}`)}
        </Badge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {trip.status === "approved" ? (
          <Link to={`/viaje/${trip.slug}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("edit.viewTrip")}
          </Link>
        ) : null}
        <Link
          to={`/tropleader/gestionar-fechas/${trip.id}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("edit.manageDates")}
        </Link>
      </div>
      <div className="mt-6 space-y-3">
        {trip.status === "approved" ? <Alert tone="info">{t("edit.publishedNote")}</Alert> : null}
        {trip.status === "pending" ? <Alert tone="info">{t("edit.pendingNote")}</Alert> : null}
        {trip.status === "rejected" ? (
          <Alert tone="warning">
            <p>{t("edit.rejectedNote")}</p>
            {trip.rejectionReason ? (
              <p className="mt-1" data-testid="trip-rejection">
                <span className="font-semibold">{t("edit.rejectionReason")}</span> {trip.rejectionReason}
              </p>
            ) : null}
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="resubmit" />
              <Button
                type="submit"
                variant="dark"
                size="sm"
                loading={navigation.formData?.get("intent") === "resubmit"}
              >
                {t("edit.resubmit")}
              </Button>
            </Form>
          </Alert>
        ) : null}
        {english.status === "pending" ? <Alert tone="info">{t("translationEditor.pending")}</Alert> : null}
        {english.status === "rejected" ? (
          <Alert tone="warning">
            <p>{t("translationEditor.rejected")}</p>
            {english.rejectionReason ? (
              <p className="mt-1" data-testid="translation-rejection">
                <span className="font-semibold">{t("translationEditor.rejectionReason")}</span>{" "}
                {english.rejectionReason}
              </p>
            ) : null}
          </Alert>
        ) : null}
        {result?.ok === false && result.intent === "resubmit" && result.formError ? (
          <Alert tone="error">{t(result.formError.key)}</Alert>
        ) : null}
      </div>
      <nav
        aria-label={t("edit.parts")}
        className="-mx-4 mt-8 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max gap-1">
          {WIZARD_STEPS.map((name, i) => (
            <li key={name}>
              <Link
                to={`?parte=${i + 1}`}
                preventScrollReset
                aria-current={i + 1 === part ? "page" : undefined}
                className={cn(
                  "inline-flex border-b-2 px-3 py-2.5 text-sm font-medium",
                  i + 1 === part ? "border-ink text-ink" : "border-transparent text-gray-600 hover:text-ink",
                )}
              >
                {t(`wizard.steps.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StepSection
        step={step}
        mode="edit"
        formKey={`${step}-${rows ? result?.intent : "saved"}`}
        defaults={defaults}
        result={result}
        options={options}
        durationDays={saved.basics.durationDays}
        before={
          savedHere ? (
            <div className="mb-4">
              <Alert tone="success">{t("edit.saved")}</Alert>
            </div>
          ) : null
        }
        wrapForm={
          isTextStep(step)
            ? (form) => (
                <TextStepLanguages
                  step={step}
                  stepNumber={part}
                  spanishForm={form}
                  spanish={spanish}
                  english={english.content}
                  result={englishResult}
                  canTranslate={canTranslate}
                  tripId={trip.id}
                  submitLabel={t("translationEditor.save")}
                />
              )
            : undefined
        }
      />
    </>
  );
}
