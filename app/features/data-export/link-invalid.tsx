import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { MessagePage } from "../../components/message-page.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** A data export link that was used, expired or is someone else's: what happened and how to ask again. */
export function LinkInvalid() {
  const { t } = useTranslation("privacy");
  return (
    <MessagePage icon={<LinkIcon aria-hidden="true" />} title={t("export.invalidTitle")} tone="neutral">
      <p className="text-gray-700" role="alert">
        {t("export.errors.linkInvalid")}
      </p>
      <Link to="/viajero/dashboard?tab=perfil#datos" className={buttonClasses({ variant: "dark" })}>
        {t("export.requestAgain")}
      </Link>
    </MessagePage>
  );
}
