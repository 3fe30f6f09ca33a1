import { LifeBuoy } from "lucide-react";
import { Form, useLocation } from "react-router";
import { Button, type ButtonSize, type ButtonVariant } from "./ui/button.tsx";

type SupportChatButtonProps = {
  /** Attaches one of the user's bookings, or one of the tropleader's payouts, to the conversation. */
  bookingId?: string;
  payoutId?: string;
  label: string;
  /** A longer accessible name when several buttons share the label (it starts with the label). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * "Talk to the team": a plain form post to /soporte (it works before the scripts load), which opens the user's
 * support conversation in Mensajes with the booking or payout attached.
 */
export function SupportChatButton({
  bookingId,
  payoutId,
  label,
  ariaLabel,
  variant = "outline",
  size = "sm",
  className,
}: SupportChatButtonProps) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/soporte" className={className}>
      {bookingId ? <input type="hidden" name="bookingId" value={bookingId} /> : null}
      {payoutId ? <input type="hidden" name="payoutId" value={payoutId} /> : null}
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <Button
        type="submit"
        variant={variant}
        size={size}
        aria-label={ariaLabel}
        data-testid="support-chat-button"
      >
        <LifeBuoy aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </Form>
  );
}
