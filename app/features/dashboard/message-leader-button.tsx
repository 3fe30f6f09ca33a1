import { MessageCircle } from "lucide-react";
import { StartConversationForm } from "../../components/start-conversation-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** 'Mensaje': opens /mensajes with the conversation with the trip's tropleader (doc 1 §2 contract). */
export function MessageLeaderButton({
  tropleaderId,
  tropleaderName,
  tripId,
}: {
  tropleaderId: string;
  tropleaderName: string;
  tripId: string;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <StartConversationForm otherUserId={tropleaderId} tripId={tripId}>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        title={t("booking.messageTo", { name: tropleaderName })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t("booking.message")}
      </Button>
    </StartConversationForm>
  );
}
