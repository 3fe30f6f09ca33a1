import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Why this tropleader cannot create trips yet, with the way forward (doc 2 §2 'Verificar identidad ahora'). */
export function PublishBlocked({ reason }: { reason: string }) {
  const { t } = useTranslation("trips");
  return (
    <section
      className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950"
      aria-labelledby="blocked-title"
      data-testid="publish-blocked"
    >
      <h2 id="blocked-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5" />
        {t("wizard.blocked.title")}
      </h2>
      <p className="mt-2">{t(reason)}</p>
      {reason === "trips:errors.notVerified" ? (
        <Link
          to="/tropleader/dashboard/perfil#identidad"
          className={buttonClasses({ variant: "dark", className: "mt-4" })}
        >
          {t("wizard.blocked.verify")}
        </Link>
      ) : null}
    </section>
  );
}
