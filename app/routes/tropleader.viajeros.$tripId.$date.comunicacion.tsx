import { MessagesSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, useRouteLoaderData } from "react-router";
import { platformDaysUntil } from "#core/rules/platform-calendar";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { cancelReminder } from "#server/services/reminders/cancel-reminder";
import { listDepartureReminders } from "#server/services/reminders/list-departure-reminders";
import { scheduleReminder } from "#server/services/reminders/schedule-reminder";
import { loadDepartureByDate } from "#server/services/tropleader/load-departure-by-date";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { ReminderForm } from "../features/departure-travellers/reminder-form.tsx";
import { ReminderList } from "../features/departure-travellers/reminder-list.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import type { Route } from "./+types/tropleader.viajeros.$tripId.$date.comunicacion";
import type { loader as frameLoader } from "./tropleader.viajeros.$tripId.$date.tsx";

/** Comunicación: a message to the group now, and reminders sent by the job runner at their time. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { departure } = await orNotFound(loadDepartureByDate(context.deps, user, params.tripId, params.date));
  return { reminders: await listDepartureReminders(context.deps, departure.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "schedule") {
      await scheduleReminder(context.deps, user, params.tripId, params.date, {
        daysBefore: form.get("daysBefore"),
        message: form.get("message") ?? "",
        messageEn: form.get("messageEn") ?? "",
      });
      return { ok: true as const, intent, messageKey: "workspace:reminders.scheduled" };
    }
    if (intent === "cancel") {
      await cancelReminder(
        context.deps,
        user,
        params.tripId,
        params.date,
        String(form.get("reminderId") ?? ""),
      );
      return { ok: true as const, intent, messageKey: "workspace:reminders.cancelledOk" };
    }
    throw data(null, { status: 400 });
  } catch (e) {
    if (!isAppError(e)) throw e;
    if (e.code === "not_found" && intent !== "cancel") throw data(null, { status: 404 });
    return actionFailure(
      e,
      { intent },
      {
        status: (error) => (error.code === "validation" ? 400 : error.code === "rate_limited" ? 429 : 409),
      },
    );
  }
}

export default function DepartureCommunication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const frame = useRouteLoaderData<typeof frameLoader>("routes/tropleader.viajeros.$tripId.$date");
  const toast = useToast();
  const seen = useRef(actionData);
  useEffect(() => {
    if (!actionData || actionData === seen.current) return;
    seen.current = actionData;
    if (actionData.ok) toast.success(t(actionData.messageKey));
    else if (actionData.intent === "cancel") toast.error(t(actionData.error));
  }, [actionData, toast, t]);
  if (!frame) return null;
  const { trip, departure } = frame;
  const scheduleError =
    actionData && !actionData.ok && actionData.intent === "schedule" ? actionData.error : null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("communication.title")}</h2>
        <p className="text-sm text-gray-600">
          {departure.participants > 0 ? t("communication.intro") : t("communication.noTravellers")}
        </p>
        {/* The departure's group conversation (doc 2 §2's startGroupConversation): a form post to /mensajes,
            so it opens before the scripts have loaded too. */}
        <Form method="post" action="/mensajes">
          <input type="hidden" name="intent" value="startGroup" />
          <input type="hidden" name="departureId" value={departure.id} />
          <input type="hidden" name="tripId" value={trip.id} />
          <Button type="submit" variant="dark" disabled={departure.participants === 0}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t("communication.open")}
          </Button>
        </Form>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("reminders.title")}</h2>
        <p className="text-sm text-gray-600">{t("reminders.intro")}</p>
        {departure.status === "cancelled" ? null : (
          <ReminderForm
            key={loaderData.reminders.length}
            serverError={scheduleError}
            daysLeft={platformDaysUntil(departure.startDate)}
          />
        )}
      </Card>
      <section className="lg:col-span-2" aria-label={t("reminders.title")}>
        <ReminderList reminders={loaderData.reminders} />
      </section>
    </div>
  );
}
