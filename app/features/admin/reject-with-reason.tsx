import { X } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { z } from "zod";
import { TRIP_REJECTION_REASON_MAX } from "#core/schemas/trip-decision";
import { Button } from "../../components/ui/button.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * The team's "reject, with a reason the guide will read" form under a trip (or under its English version): it
 * opens on demand, asks the spec's question, and checks the reason with the server's own schema before posting.
 */
export function RejectWithReason({
  tripId,
  intent,
  schema,
  fetcher,
  texts,
}: {
  tripId: string;
  intent: string;
  /** The server's schema for this decision (tripId, intent, reason). */
  schema: z.ZodType;
  fetcher: FetcherWithComponents<unknown>;
  /** admin-namespace keys of the summary, the question, the hint and the button. */
  texts: { open: string; confirm: string; hint: string; submit: string };
}) {
  const { t } = useTranslation("admin");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = `${intent}-reason-${tripId}`;

  function onReject(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setReasonError(null);
      return;
    }
    event.preventDefault();
    setReasonError(t(parsed.error.issues[0]?.message ?? "trips.errors.reasonMin"));
  }

  return (
    <details className="rounded-xl bg-gray-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-ink">{t(texts.open)}</summary>
      <fetcher.Form method="post" noValidate onSubmit={onReject} className="mt-2 flex flex-col gap-3">
        <input type="hidden" name="tripId" value={tripId} />
        <input type="hidden" name="intent" value={intent} />
        <p className="text-ink">{t(texts.confirm)}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="font-medium text-ink">
            {t("trips.reason")}
          </label>
          <p id={`${reasonId}-hint`} className="text-gray-600">
            {t(texts.hint)}
          </p>
          <Textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={TRIP_REJECTION_REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ""}`}
            onChange={() => setReasonError(null)}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="text-sm text-red-700" role="alert">
              {reasonError}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
            <X aria-hidden="true" className="size-4" />
            {t(texts.submit)}
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}
