import { Download, FileText, Trash2 } from "lucide-react";
import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { formatDateTime } from "#core/format/dates";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DocumentEnglishTitle } from "./document-english-title.tsx";

type Doc = {
  id: string;
  title: string;
  englishTitle: string | null;
  sizeBytes: number;
  createdAt: string;
  downloadUrl: string;
};

/**
 * The departure's shared PDFs: download, delete after a confirmation (a plain form post), and each one's
 * title in English (issue 34).
 */
export function DocumentList({ documents }: { documents: Doc[] }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const confirm = useConfirm();
  const submit = useSubmit();
  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: t("documents.deleteTitle"),
      message: t("documents.deleteBody"),
      confirmLabel: t("documents.delete"),
      tone: "danger",
    });
    if (ok) void submit(form, { method: "post" });
  }
  if (documents.length === 0) {
    return <EmptyState icon={<FileText aria-hidden="true" />} title={t("documents.empty")} />;
  }
  const size = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 1 });
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">{t("documents.englishTitleHint")}</p>
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="documents">
        {documents.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            data-testid="document"
          >
            <span className="flex min-w-0 items-center gap-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{d.title}</span>
                <span className="block text-xs text-gray-600">
                  PDF · {size.format(d.sizeBytes / 1024)} KB · {formatDateTime(d.createdAt, locale)}
                </span>
              </span>
            </span>
            <span className="flex flex-wrap gap-2">
              <a
                href={d.downloadUrl}
                className={buttonClasses({ variant: "outline", size: "sm" })}
                aria-label={t("documents.downloadNamed", { title: d.title })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t("documents.download")}
              </a>
              <Form method="post" onSubmit={onDelete}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="documentId" value={d.id} />
                <button
                  type="submit"
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  aria-label={t("documents.deleteNamed", { title: d.title })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("documents.delete")}
                </button>
              </Form>
            </span>
            <DocumentEnglishTitle document={d} />
          </li>
        ))}
      </ul>
    </div>
  );
}
