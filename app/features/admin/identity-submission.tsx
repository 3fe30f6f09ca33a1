import { Eye, FileText } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import type { DecisionFetcher, DecisionResult } from "./tropleader-application.tsx";

export type IdentitySubmission = {
  id: string;
  name: string;
  email: string;
  role: "viajero" | "tropleader" | "admin";
  birthDate: string | null;
  identityNumberMasked: string | null;
  submittedAt: string | Date | null;
  documents: { side: "front" | "back"; fileId: string; contentType: string | null }[];
};

/**
 * A pending identity check (doc 2 §2 Verificaciones): role, birth date, the identity number masked until the
 * admin asks to see it (each reveal audited), both documents through the permission-checked file route (each
 * opening audited), and the decisions. Rejecting asks first: the documents are deleted.
 */
export function IdentitySubmissionCard({
  submission: s,
  fetcher,
}: {
  submission: IdentitySubmission;
  fetcher: DecisionFetcher;
}) {
  const { t, i18n } = useTranslation("admin");
  const locale = toLocale(i18n.language);
  const reveal = useFetcher<DecisionResult>();
  // Shown by the card's own request, or (before the scripts load) by the page's answer to the form.
  const pageAnswer = useActionData<DecisionResult>();
  const revealed =
    [reveal.data, pageAnswer]
      .map((r) => (r?.ok && r.intent === "identity-reveal" && r.userId === s.id ? r.identityNumber : null))
      .find(Boolean) ?? null;

  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="identity-submission">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {s.name}
            <Badge tone={s.role === "tropleader" ? "success" : "neutral"}>
              {t(`verifications.roles.${s.role}`)}
            </Badge>
          </p>
          <p className="truncate text-sm text-gray-600">{s.email}</p>
          {s.submittedAt ? (
            <p className="mt-1 text-xs text-gray-600">
              {t("verifications.submittedOn", {
                date: formatLongDate(new Date(s.submittedAt), locale),
              })}
            </p>
          ) : null}
        </div>
        <DecisionButtons
          userId={s.id}
          name={s.name}
          fetcher={fetcher}
          approve={{ intent: "identity-approve", label: t("verifications.approve") }}
          reject={{
            intent: "identity-reject",
            label: t("verifications.reject"),
            title: t("verifications.rejectTitle"),
            confirm: t("verifications.rejectConfirm"),
          }}
        />
      </div>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-gray-50 px-3 py-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-gray-600">{t("verifications.birthDate")}</dt>
        <dd>{s.birthDate ? formatLongDate(new Date(`${s.birthDate}T12:00:00Z`), locale) : "—"}</dd>
        <dt className="text-gray-600">{t("verifications.identityNumber")}</dt>
        <dd className="flex flex-wrap items-center gap-3">
          <span className="font-mono" data-testid="identity-number">
            {revealed ?? s.identityNumberMasked ?? "—"}
          </span>
          {revealed || !s.identityNumberMasked ? null : (
            <reveal.Form method="post">
              <input type="hidden" name="userId" value={s.id} />
              <input type="hidden" name="intent" value="identity-reveal" />
              <button
                type="submit"
                className="inline-flex items-center gap-1 text-sm font-medium text-ink underline underline-offset-4"
                aria-label={t("verifications.revealLabel", { name: s.name })}
              >
                <Eye aria-hidden="true" className="size-4" />
                {t("verifications.reveal")}
              </button>
            </reveal.Form>
          )}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {s.documents.map((doc) => (
          <a
            key={doc.fileId}
            href={`/api/files/${doc.fileId}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1 text-xs font-medium text-ink hover:border-ink"
          >
            <FileText aria-hidden="true" className="size-3.5" />
            {t(`verifications.${doc.side}`)}
          </a>
        ))}
      </div>
    </li>
  );
}
