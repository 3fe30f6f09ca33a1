import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * Opens /mensajes on the conversation with one person about a trip, reused or started (the route's `start`
 * action; doc 1 §2's startConversation): a form post, so the same press works before the scripts have loaded
 * and without them. `children` is its submit button.
 */
export function StartConversationForm({
  otherUserId,
  tripId,
  className,
  children,
}: {
  otherUserId: string;
  tripId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/mensajes" className={className}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="otherUserId" value={otherUserId} />
      <input type="hidden" name="tripId" value={tripId ?? ""} />
      {children}
    </Form>
  );
}
