import { CircleCheck, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { policyFigures } from "#core/rules/policy-figures";
import { travellersToGuarantee } from "#core/rules/waitlist";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Props = {
  tripId: string;
  departure: {
    status: string;
    participants: number;
    minParticipants: number;
    confirmationRequestedAt: string | null;
    confirmedByGuideAt: string | null;
  };
};

/**
 * The deadline's question (issue 14), once it was put to the tropleader and while the departure is still below
 * its minimum: confirm it runs (a plain form post to this page) or cancel it on Gestionar fechas, where the
 * cancellation shows the full refunds first.
 */
export function DepartureConfirmation({ tripId, departure }: Props) {
  const { t } = useTranslation("departures");
  const busy = useNavigation().state !== "idle";
  const needed = travellersToGuarantee({
    paidParticipants: departure.participants,
    minParticipants: departure.minParticipants,
  });
  if (departure.status === "cancelled" || !departure.confirmationRequestedAt) return null;
  if (departure.confirmedByGuideAt) {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800" data-testid="departure-confirmed">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t("confirmation.confirmed")}
      </p>
    );
  }
  if (needed === 0) return null;
  return (
    <section
      aria-labelledby="confirmation-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
      data-testid="departure-confirmation"
    >
      <h2 id="confirmation-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {t("confirmation.title")}
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        {t("confirmation.question", { count: needed, ...policyFigures() })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm-departure" />
          <Button type="submit" variant="dark" size="sm" disabled={busy}>
            {t("confirmation.confirm")}
          </Button>
        </Form>
        <Link
          to={`/tropleader/gestionar-fechas/${tripId}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("confirmation.cancel")}
        </Link>
      </div>
    </section>
  );
}
