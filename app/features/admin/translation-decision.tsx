import { Check } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { translationDecisionSchema } from "#core/schemas/translation-decision";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TripDecisionResult } from "./pending-trip.tsx";
import { RejectWithReason } from "./reject-with-reason.tsx";

/**
 * An admin's decision on a trip's English version alone: approve it while it waits for review, or reject it
 * with a reason the guide reads on the edit screen (checked with the server's schema before it is sent). The
 * Spanish trip is not touched.
 */
export function TranslationDecision({
  tripId,
  status,
  fetcher,
}: {
  tripId: string;
  status: "approved" | "pending" | "rejected";
  fetcher: FetcherWithComponents<TripDecisionResult>;
}) {
  const { t } = useTranslation("admin");
  const busy = fetcher.state !== "idle";

  return (
    <div className="mt-4 flex flex-col gap-3">
      {status === "pending" ? (
        <fetcher.Form method="post">
          <input type="hidden" name="tripId" value={tripId} />
          <input type="hidden" name="intent" value="translation-approve" />
          <Button type="submit" size="sm" variant="dark" disabled={busy}>
            <Check aria-hidden="true" className="size-4" />
            {t("trips.english.approve")}
          </Button>
        </fetcher.Form>
      ) : null}
      {status !== "rejected" ? (
        <RejectWithReason
          tripId={tripId}
          intent="translation-reject"
          schema={translationDecisionSchema}
          fetcher={fetcher}
          texts={{
            open: "trips.english.reject",
            confirm: "trips.english.rejectConfirm",
            hint: "trips.english.reasonHint",
            submit: "trips.english.rejectSubmit",
          }}
        />
      ) : null}
    </div>
  );
}
