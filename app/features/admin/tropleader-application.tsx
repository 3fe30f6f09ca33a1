import { type FetcherWithComponents, useFetcher } from "react-router";
import { languageName } from "#core/constants/languages";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import type { Certification } from "#core/schemas/tropleader-profile";
import { Badge } from "../../components/ui/badge.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { CertificationList } from "./certification-list.tsx";
import { DecisionButtons } from "./decision-buttons.tsx";

export type Application = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  emailVerified: boolean;
  createdAt: string | Date;
  location: string | null;
  experienceYears: number | null;
  specialties: string[] | null;
  languages: string[] | null;
  certifications: Certification[] | null;
  motivation: string | null;
  previousExperience: string | null;
};

export type DecisionResult =
  | { ok: true; intent: "approve" | "reject" | "identity-approve" | "identity-reject" }
  | { ok: true; intent: "identity-reveal"; userId: string; identityNumber: string }
  | { ok: false; intent: string; error: string }
  /** Posted before the scripts load without the confirmation: nothing changed, confirm first. */
  | { ok: false; intent: string; needsConfirmation: true; userId: string; name: string };

/** The i18n keys of each decision's outcome (doc 2 §8). */
const OUTCOME: Record<string, { success: string; error: string }> = {
  approve: { success: "decisions.approveSuccess", error: "decisions.approveError" },
  reject: { success: "decisions.rejectSuccess", error: "decisions.rejectError" },
  "identity-approve": {
    success: "verifications.approveSuccess",
    error: "verifications.approveError",
  },
  "identity-reject": {
    success: "verifications.rejectSuccess",
    error: "verifications.rejectError",
  },
  "identity-reveal": { success: "", error: "verifications.revealError" },
};

/** The outcome of a decision as the admin reads it (a toast, or the page's alert before scripts load). */
export function decisionOutcome(
  result: DecisionResult,
  t: (key: string) => string,
): { ok: boolean; text: string } | null {
  if (result.ok && result.intent === "identity-reveal") return null;
  if ("needsConfirmation" in result) return null;
  const keys = OUTCOME[result.intent] ?? OUTCOME.approve;
  if (!keys) return null;
  if (result.ok) return { ok: true, text: t(keys.success) };
  return { ok: false, text: `${t(keys.error)}: ${t(result.error)}` };
}

export type DecisionFetcher = FetcherWithComponents<DecisionResult>;

/**
 * The fetcher the application list posts its decisions with, owned by the list (a decided card leaves the
 * list, so it could not show its own outcome): each outcome is a toast with the spec's text.
 */
export function useDecisionFetcher(): DecisionFetcher {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<DecisionResult>();
  const toast = useToast();
  useFetcherResult(fetcher, (result) => {
    const outcome = decisionOutcome(result, t);
    if (outcome) (outcome.ok ? toast.success : toast.error)(outcome.text);
  });
  return fetcher;
}

/**
 * One pending tropleader application with everything the applicant wrote, and the admin's two decisions.
 * Rejecting asks first (doc 2 §8). Without scripts the buttons are plain form posts and the page shows the
 * outcome.
 */
export function TropleaderApplication({
  application: a,
  fetcher,
}: {
  application: Application;
  fetcher: DecisionFetcher;
}) {
  const { t, i18n } = useTranslation("admin");
  const locale = toLocale(i18n.language);

  const notGiven = t("decisions.notGiven");
  const facts: [string, string][] = [
    [t("decisions.contact"), [a.email, a.phone].filter(Boolean).join(" · ")],
    [t("decisions.specialties"), a.specialties?.length ? a.specialties.join(", ") : notGiven],
    [
      t("decisions.languages"),
      a.languages?.length ? a.languages.map((code) => languageName(code, locale)).join(", ") : notGiven,
    ],
    [t("decisions.motivation"), a.motivation || notGiven],
    [t("decisions.previousExperience"), a.previousExperience || notGiven],
  ];

  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="tropleader-application">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium">{a.name}</p>
          <p className="text-sm text-gray-600">
            {[
              a.email,
              a.location,
              a.experienceYears !== null ? t("experience", { count: a.experienceYears }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
            {a.emailVerified ? null : <Badge tone="warning">{t("emailPending")}</Badge>}
            {t("appliedOn", { date: formatLongDate(new Date(a.createdAt), locale) })}
          </p>
        </div>
        <TropleaderDecisionButtons userId={a.id} name={a.name} fetcher={fetcher} />
      </div>
      <details className="rounded-xl bg-gray-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-ink">{t("decisions.details")}</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-gray-600">{t("decisions.certifications")}</dt>
            <dd className="text-ink">
              <CertificationList certifications={a.certifications ?? []} />
            </dd>
          </div>
        </dl>
      </details>
    </li>
  );
}

/** Approve, or reject after the spec's question, one tropleader applicant (application cards, search results). */
export function TropleaderDecisionButtons({
  userId,
  name,
  fetcher,
}: {
  userId: string;
  name: string;
  fetcher: DecisionFetcher;
}) {
  const { t } = useTranslation("admin");
  return (
    <DecisionButtons
      userId={userId}
      name={name}
      fetcher={fetcher}
      approve={{ intent: "approve", label: t("decisions.approve") }}
      reject={{
        intent: "reject",
        label: t("decisions.reject"),
        title: t("decisions.rejectTitle"),
        confirm: t("decisions.rejectConfirm"),
      }}
    />
  );
}
