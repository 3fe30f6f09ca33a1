import { CheckCircle2, Download, Info, Trash2 } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { RETENTION } from "#core/rules/retention";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type OpenDataExport = { status: "queued" | "ready"; expiresAt: string | null } | null;

/**
 * Mi Perfil → Tus datos (issue 15): ask for a copy of one's data (a plain form to /cuenta/datos, which comes
 * back with ?datos=solicitado, ya-solicitado or demasiadas) and the way to delete the account.
 */
export function YourDataSection({ openExport }: { openExport: OpenDataExport }) {
  const { t } = useTranslation("privacy");
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/cuenta/datos";
  const outcome = searchParams.get("datos");
  const notice =
    outcome === "ya-solicitado"
      ? { tone: "info" as const, text: t("export.errors.alreadyRequested") }
      : outcome === "demasiadas"
        ? { tone: "info" as const, text: t("export.errors.tooManyRequests") }
        : outcome === "solicitado"
          ? { tone: "done" as const, text: t("data.exportRequested") }
          : openExport?.status === "ready" && openExport.expiresAt
            ? {
                tone: "done" as const,
                text: t("data.exportReady", { date: formatDateTime(openExport.expiresAt, locale) }),
              }
            : openExport?.status === "queued"
              ? { tone: "info" as const, text: t("data.exportQueued") }
              : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-ink">{t("data.exportTitle")}</h3>
        <p className="text-sm text-gray-600">{t("data.exportHint", { count: RETENTION.exportLinkDays })}</p>
        {notice ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-brand-300 bg-brand-50 p-3 text-sm text-ink"
          >
            {notice.tone === "done" ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            ) : (
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            {notice.text}
          </p>
        ) : null}
        <Form method="post" action="/cuenta/datos">
          <Button
            type="submit"
            variant="outline"
            disabled={sending || openExport !== null}
            className="w-full"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("data.exportButton")}
          </Button>
        </Form>
      </div>
      <div className="flex flex-col gap-3 border-t border-gray-100 pt-5">
        <h3 className="text-base font-semibold text-ink">{t("data.deleteTitle")}</h3>
        <p className="text-sm text-gray-600">{t("data.deleteHint")}</p>
        <Link
          to="/cuenta/eliminar"
          className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("data.deleteLink")}
        </Link>
      </div>
    </div>
  );
}
