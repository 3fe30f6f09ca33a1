import { useEffect, useRef } from "react";
import { data } from "react-router";
import { requireUser } from "#server/auth/guards";
import { addDepartureDocument } from "#server/services/trip-documents/add-departure-document";
import { deleteDepartureDocument } from "#server/services/trip-documents/delete-departure-document";
import { listDepartureDocuments } from "#server/services/trip-documents/list-departure-documents";
import { saveDocumentEnglishTitle } from "#server/services/trip-documents/save-document-english-title";
import { loadDepartureByDate } from "#server/services/tropleader/load-departure-by-date";
import { Card } from "../components/ui/card.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { DocumentList } from "../features/departure-travellers/document-list.tsx";
import { DocumentUpload } from "../features/departure-travellers/document-upload.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import type { Route } from "./+types/tropleader.viajeros.$tripId.$date.documentos";

/** Documentos: PDFs the departure's confirmed travellers see in their dashboard's documents dialog. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { departure } = await orNotFound(loadDepartureByDate(context.deps, user, params.tripId, params.date));
  return { documents: await listDepartureDocuments(context.deps, departure.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "add") {
      await addDepartureDocument(context.deps, user, params.tripId, params.date, {
        fileId: form.get("fileId"),
        title: form.get("title") ?? "",
      });
      return { ok: true as const, intent, messageKey: "workspace:documents.uploaded" };
    }
    if (intent === "english") {
      const { status } = await saveDocumentEnglishTitle(context.deps, user, params.tripId, params.date, {
        documentId: form.get("documentId"),
        title: form.get("title") ?? "",
      });
      const messageKey =
        status === "approved"
          ? "workspace:documents.englishSaved"
          : "workspace:documents.englishSavedPending";
      return { ok: true as const, intent, messageKey };
    }
    if (intent === "delete") {
      const id = String(form.get("documentId") ?? "");
      await deleteDepartureDocument(context.deps, user, params.tripId, params.date, id);
      return { ok: true as const, intent, messageKey: "workspace:documents.deleted" };
    }
    throw data(null, { status: 400 });
  } catch (e) {
    return actionFailure(e, { intent }, { status: (error) => (error.code === "validation" ? 400 : 404) });
  }
}

export default function DepartureDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const toast = useToast();
  const seen = useRef(actionData);
  useEffect(() => {
    if (!actionData || actionData === seen.current || actionData.intent !== "delete") return;
    seen.current = actionData;
    if (actionData.ok) toast.success(t(actionData.messageKey));
    else toast.error(t(actionData.error));
  }, [actionData, toast, t]);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.3fr]">
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("documents.title")}</h2>
        <p className="text-sm text-gray-600">{t("documents.intro")}</p>
        <DocumentUpload onDone={(key) => toast.success(t(key))} />
      </Card>
      <section aria-label={t("documents.title")}>
        <DocumentList documents={loaderData.documents} />
      </section>
    </div>
  );
}
