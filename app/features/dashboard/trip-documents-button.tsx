import { Download, FileText, FolderOpen } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatShortDate } from "#core/format/dates";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type TripDocumentView = {
  id: string;
  title: string;
  /** The title's language (issue 34): marked when it is not the page's. */
  titleLang?: string;
  sizeBytes: number;
  createdAt: string;
  downloadUrl: string;
};

type DocumentsResult = { ok: true; documents: TripDocumentView[] } | { ok: false; error: string };

/** The resource route that lists a trip's documents for the signed-in traveller. */
export const tripDocumentsUrl = (tripId: string) => `/viajero/documentos/${tripId}`;

function formatSize(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** doc 1 §2 per-trip 'documents' action: a dialog listing what the tropleader shared, loaded on open. */
export function TripDocumentsButton({ tripId, tripTitle }: { tripId: string; tripTitle: string }) {
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The dialog needs the scripts: before they run, the button is visibly not ready (app/lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const fetcher = useFetcher<DocumentsResult>({ key: `trip-documents-${tripId}` });
  const load = () => fetcher.load(tripDocumentsUrl(tripId));

  const openDialog = () => {
    setOpen(true);
    if (fetcher.state === "idle") load();
  };

  const result = fetcher.data;
  const loading = fetcher.state !== "idle" || !result;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={openDialog}
        disabled={!hydrated}
        data-testid="documents-button"
      >
        <FolderOpen aria-hidden="true" className="size-4" />
        {t("booking.documents")}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t("documents.title")}
        description={t("documents.description", { trip: tripTitle })}
      >
        <div data-testid="documents-dialog" aria-busy={loading || undefined}>
          {loading ? (
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">{t("documents.loading")}</span>
              {[0, 1].map((i) => (
                <div key={i} className="flex items-center gap-3 rounded-xl border border-gray-100 p-3">
                  <Skeleton className="size-10 rounded-lg" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="h-3 w-1/3" />
                  </div>
                </div>
              ))}
            </div>
          ) : !result.ok ? (
            <div className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-700">
              <p>{t(result.error, { defaultValue: t("documents.loadError") })}</p>
              <Button variant="outline" size="sm" onClick={load}>
                {t("documents.retry")}
              </Button>
            </div>
          ) : result.documents.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-8 text-center">
              <FileText aria-hidden="true" className="size-8 text-gray-400" />
              <p className="text-sm text-gray-600" data-testid="documents-empty">
                {t("documents.empty")}
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {result.documents.map((doc) => (
                <li key={doc.id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600">
                    <FileText aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p
                      className="truncate text-sm font-medium text-ink"
                      lang={doc.titleLang && doc.titleLang !== locale ? doc.titleLang : undefined}
                    >
                      {doc.title}
                    </p>
                    <p className="text-xs text-gray-500">
                      PDF · {formatSize(doc.sizeBytes, locale)} ·{" "}
                      {t("documents.addedOn", { date: formatShortDate(doc.createdAt.slice(0, 10), locale) })}
                    </p>
                  </div>
                  <a
                    href={doc.downloadUrl}
                    download
                    className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-gray-100"
                    aria-label={t("documents.downloadNamed", { title: doc.title })}
                  >
                    <Download aria-hidden="true" className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </>
  );
}
