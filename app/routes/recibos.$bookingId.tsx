import { requireUser } from "#server/auth/guards";
import { httpStatusFor, isAppError } from "#server/lib/app-error";
import { getReceipt } from "#server/services/receipts/get-receipt";
import { renderReceiptPdf } from "#server/services/receipts/render-receipt-pdf";
import { createI18n } from "../i18n/create-i18n.ts";
import type { Route } from "./+types/recibos.$bookingId";

/**
 * A booking's receipt as a PDF download (issue 13): its payment, or with ?reembolso=<id> one of its refunds, in
 * the reader's language. Only its traveller and admins (the service answers 404 to anyone else).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const refundId = new URL(request.url).searchParams.get("reembolso");
  const i18n = createI18n(context.locale);
  let receipt: Awaited<ReturnType<typeof getReceipt>>;
  try {
    receipt = await getReceipt(context.deps, user, params.bookingId, refundId);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(i18n.t(error.messageKey), {
      status: httpStatusFor(error.code),
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const t = i18n.getFixedT(context.locale, "receipt");
  const pdf = await renderReceiptPdf(receipt, context.locale, t);
  const name = `${context.locale === "en" ? "tropa-receipt" : "tropa-recibo"}-${receipt.number}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
