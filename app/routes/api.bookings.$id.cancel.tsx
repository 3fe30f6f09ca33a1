import { cancelBooking } from "#server/services/bookings/cancel-booking";
import { previewCancellation } from "#server/services/bookings/preview-cancellation";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/api.bookings.$id.cancel";

/**
 * The traveller's cancellation, as JSON (used by app/components/cancel-booking-button.tsx):
 * - GET  /api/bookings/{id}/cancel   what cancelling now would refund (kind, percent, refundCents, daysBefore…)
 * - POST /api/bookings/{id}/cancel   { expectedRefundCents } → cancels and refunds by tier
 * Errors: the one action-error shape (app/lib/action-failure.server.ts) with the status of the service's error code.
 * The POST passes the site's same-origin (CSRF) check like every state-changing request.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const preview = await previewCancellation(context.deps, context.user, params.id);
    return Response.json({ ok: true, preview });
  } catch (e) {
    return actionFailure(e);
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  if (request.method !== "POST") return actionRefusal("booking:errors.cancelFailed", {}, { status: 405 });
  let expectedRefundCents: number | undefined;
  try {
    const body = (await request.json()) as { expectedRefundCents?: unknown };
    if (typeof body?.expectedRefundCents === "number") expectedRefundCents = body.expectedRefundCents;
  } catch {
    // No body: cancel at whatever the tier gives now (the API's other clients).
  }
  try {
    const result = await cancelBooking(context.deps, context.user, params.id, { expectedRefundCents });
    return Response.json({ ok: true, result });
  } catch (e) {
    return actionFailure(e);
  }
}
