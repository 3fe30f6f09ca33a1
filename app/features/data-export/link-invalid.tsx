import { LinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";

/** A data export link that was used, expired or is someone else's: what happened and how to ask again. */
export function LinkInvalid({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation("privacy");
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-600">
        <LinkIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t("export.invalidTitle")}</h1>
      <p className="text-gray-700" role="alert">
        {t(messageKey)}
      </p>
      <Link to="/viajero/dashboard?tab=perfil#datos" className={buttonClasses({ variant: "dark" })}>
        {t("export.requestAgain")}
      </Link>
    </div>
  );
}
