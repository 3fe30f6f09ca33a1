import { requireUser } from "#server/auth/guards";
import { getReceipt } from "#server/services/receipts/get-receipt";
import { renderReceiptPdf } from "#server/services/receipts/render-receipt-pdf";
import { createI18n } from "../i18n/create-i18n.ts";
import { orDownloadRefusal } from "../lib/download-refusal.server.ts";
import type { Route } from "./+types/recibos.$bookingId";

/**
 * A booking's receipt as a PDF download (issue 13): its payment, or with ?reembolso=<id> one of its refunds, in
 * the reader's language. Only its traveller and admins (the service answers 404 to anyone else); too many in a
 * minute are refused (429).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const refundId = new URL(request.url).searchParams.get("reembolso");
  const i18n = createI18n(context.locale);
  const receipt = await orDownloadRefusal(
    getReceipt(context.deps, user, params.bookingId, refundId, context.locale),
    context.locale,
  );
  if (receipt instanceof Response) return receipt;
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
