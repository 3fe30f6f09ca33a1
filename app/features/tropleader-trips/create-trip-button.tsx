import { Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * 'Crear viaje' (doc 2 §2): a link for a guide who may publish; otherwise a disabled button whose reason is
 * read with it (aria-describedby) and shown next to it, with 'Verificar identidad ahora' when that is what
 * is missing. The server refuses the wizard anyway (trip-access.ts).
 */
export function CreateTripButton({
  isApproved,
  isIdentityVerified,
}: {
  isApproved: boolean;
  isIdentityVerified: boolean;
}) {
  const { t } = useTranslation("trips");
  if (isApproved && isIdentityVerified) {
    return (
      <Link
        to="/tropleader/crear-viaje"
        className={buttonClasses({ variant: "dark" })}
        data-testid="create-trip"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("mine.create")}
      </Link>
    );
  }
  const reason = isApproved ? "errors.notVerified" : "errors.notApproved";
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        disabled
        aria-describedby="create-trip-reason"
        className={buttonClasses({ variant: "dark" })}
        data-testid="create-trip"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("mine.create")}
      </button>
      <p
        id="create-trip-reason"
        className="max-w-xs text-sm text-gray-600 sm:text-right"
        data-testid="create-trip-reason"
      >
        {t(reason)}
      </p>
      {isApproved ? (
        <Link
          to="/tropleader/dashboard/perfil#identidad"
          className="text-sm font-semibold text-ink underline underline-offset-4"
        >
          {t("wizard.blocked.verify")}
        </Link>
      ) : null}
    </div>
  );
}
