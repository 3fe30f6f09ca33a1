import { MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** 'Mensaje': opens /mensajes with the conversation with the trip's tropleader (doc 1 §2 contract). */
export function MessageLeaderButton({
  tropleaderId,
  tropleaderName,
  tripId,
  tripTitle,
}: {
  tropleaderId: string;
  tropleaderName: string;
  tripId: string;
  tripTitle: string;
}) {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="sm"
      title={t("booking.messageTo", { name: tropleaderName })}
      onClick={() =>
        navigate("/mensajes", { state: { startConversation: true, tropleaderId, tripId, tripTitle } })
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t("booking.message")}
    </Button>
  );
}
