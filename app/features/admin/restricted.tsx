import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** doc 2 §2: anyone but an admin reads 'Acceso Restringido' and is sent home after a moment. */
export function Restricted() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/", { replace: true }), 3000);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{t("restrictedTitle")}</h1>
      <p className="mt-3 text-gray-600">{t("restricted")}</p>
      <Link to="/" className={buttonClasses({ variant: "dark", size: "lg", className: "mt-8" })}>
        {t("backHome")}
      </Link>
    </section>
  );
}
