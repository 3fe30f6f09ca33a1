import { useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * After 'Crear Viaje' the wizard lands on the dashboard with ?creado=pending|approved: the spec's success text
 * (doc 2 §8), or that it is already published when the admin settings skip the review.
 */
export function TripCreatedNotice() {
  const { t } = useTranslation("trips");
  const [params] = useSearchParams();
  const created = params.get("creado");
  if (created !== "pending" && created !== "approved") return null;
  return (
    <div className="mt-6" role="status">
      <Alert tone="success">{t(created === "approved" ? "wizard.successPublished" : "wizard.success")}</Alert>
    </div>
  );
}
