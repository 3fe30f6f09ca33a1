import { CheckCircle2, Wallet } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { policyFigures } from "#core/rules/policy-figures";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

export type PayoutState = "not_set_up" | "pending" | "complete";

/**
 * Payouts set-up (doc 2 §2 payout account onboarding button, §4 payment account): the account's state and the
 * button that starts or resumes the provider's hosted onboarding (a plain form post, so it works before the
 * scripts load). A complete account shows the success banner instead.
 */
export function PayoutSetup({
  state,
  error,
  action,
}: {
  state: PayoutState;
  error?: string | null;
  action: string;
}) {
  const { t } = useTranslation("workspace");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "payouts";
  return (
    <Card data-testid="payout-setup" data-state={state}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Wallet aria-hidden="true" className="size-5 text-brand-800" />
          {t("profile.payouts")}
        </h2>
        <Badge
          tone={state === "complete" ? "success" : state === "pending" ? "warning" : "neutral"}
          size="md"
        >
          {t(`profile.payoutState.${state}`)}
        </Badge>
      </div>
      {state === "complete" ? (
        <Alert tone="success" className="mt-4">
          <span className="inline-flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t("profile.payoutComplete", policyFigures())}
          </span>
        </Alert>
      ) : (
        <>
          <p className="mt-3 text-sm text-gray-600">
            {state === "pending" ? t("profile.payoutPending") : t("profile.payoutsIntro")}
          </p>
          {error ? (
            <Alert tone="error" className="mt-3">
              {t(error)}
            </Alert>
          ) : null}
          <Form method="post" action={action} className="mt-4">
            <input type="hidden" name="intent" value="payouts" />
            <button
              type="submit"
              className={buttonClasses({ variant: "dark" })}
              disabled={busy}
              data-testid="payout-button"
            >
              {busy
                ? t("profile.redirecting")
                : state === "pending"
                  ? t("profile.resume")
                  : t("profile.setUp")}
            </button>
          </Form>
        </>
      )}
    </Card>
  );
}
