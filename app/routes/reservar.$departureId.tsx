import { ArrowLeft, CalendarX } from "lucide-react";
import { Link, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import { getBookingForm } from "#server/services/bookings/get-booking-form";
import { startCheckout } from "#server/services/bookings/start-checkout";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { BookingForm } from "../features/booking/booking-form.tsx";
import { type BookingFormTyped, bookingValuesFromForm } from "../features/booking/booking-form-data.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/reservar.$departureId";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "booking");
  return [...pageMeta(t("meta.book"), t("meta.bookDescription")), { name: "robots", content: "noindex" }];
}

/**
 * /reservar/{departureId}: the booking form. Signed out, the traveller signs in first and comes back to the
 * trip page with this departure still selected (/viaje/{slug}?departure={id}).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const form = await orNotFound(
    getBookingForm(context.deps, context.user, params.departureId, new Date(), context.locale),
  );
  if (!context.user) {
    const back = `/viaje/${form.trip.slug}?departure=${form.departure.id}`;
    throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
  }
  return form;
}

/**
 * Holds the seats and sends the browser to the payment provider's hosted page. The page sends the form as
 * JSON; a browser without JavaScript (or before it has loaded) posts the form itself, and gets the page back
 * with what it typed when the server refuses.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const isJson = request.headers.get("content-type")?.includes("application/json");
  let body: unknown;
  try {
    body = isJson ? await request.json() : bookingValuesFromForm(await request.formData());
  } catch {
    return actionRefusal("booking:errors.paymentFailed");
  }
  try {
    const input = { ...(typeof body === "object" && body ? body : {}), departureId: params.departureId };
    const result = await startCheckout(context.deps, context.user, input, { locale: context.locale });
    return redirect(result.checkoutUrl);
  } catch (e) {
    return actionFailure(e, isJson ? {} : { typed: body as BookingFormTyped });
  }
}

export default function Reservar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const submitting = navigation.state !== "idle";
  const { trip, departure, unavailable } = loaderData;
  const error =
    actionData && !actionData.ok && !submitting
      ? t(actionData.error, { ...actionData.params, defaultValue: t("errors.paymentFailed") })
      : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <Link
        to={`/viaje/${trip.slug}?departure=${departure.id}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("form.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("form.title")}</h1>
      <p className="mt-2 max-w-2xl text-gray-600">{t("form.subtitle")}</p>

      <div className="mt-8">
        {unavailable ? (
          <Alert
            tone="warning"
            title={t("form.unavailableTitle")}
            action={
              <Link to={`/viaje/${trip.slug}`} className={buttonClasses({ variant: "dark", size: "sm" })}>
                <CalendarX aria-hidden="true" className="size-4" />
                {t("form.otherDates")}
              </Link>
            }
          >
            <span data-testid="booking-unavailable">{t(unavailable, { count: 0 })}</span>
          </Alert>
        ) : (
          <BookingForm
            trip={trip}
            departure={departure}
            locale={locale}
            askBirthDate={loaderData.askBirthDate}
            submitting={submitting}
            error={error}
            typed={
              actionData && !actionData.ok && "typed" in actionData
                ? ((actionData.typed as BookingFormTyped | undefined) ?? null)
                : null
            }
            onSubmit={(values) => submit(values, { method: "post", encType: "application/json" })}
          />
        )}
      </div>
    </div>
  );
}
