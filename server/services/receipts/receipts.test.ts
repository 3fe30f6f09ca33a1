import { describe, expect, it } from "vitest";
import { formatMoney } from "#core/format/money";
import { createI18n } from "../../../app/i18n/create-i18n.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { listTravellerBookings } from "../dashboard/list-traveller-bookings.ts";
import { issueAdminRefund } from "../refunds/issue-admin-refund.ts";
import { getReceipt } from "./get-receipt.ts";
import { renderReceiptPdf } from "./render-receipt-pdf.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const render = async (receipt: Awaited<ReturnType<typeof getReceipt>>, locale: "es" | "en") =>
  pdfText(await renderReceiptPdf(receipt, locale, createI18n(locale).getFixedT(locale, "receipt")));

/** Text as pdf.js extracts it: spaces normalised like pdfText does. */
const plain = (s: string) => s.replace(/[ \u00a0\u202f]+/g, " ");

describe("receipts", () => {
  it("the traveller's payment and refund receipts say the right amounts, in their language", async () => {
    const d = await paidDeparture(deps);
    const { bookingId, reference } = d.booked[0]!;
    const payment = await getReceipt(deps, d.traveller, bookingId, null);
    expect(payment).toMatchObject({ kind: "payment", number: `${reference}-P`, amountCents: 178_000 });
    const es = await render(payment, "es");
    expect(es).toContain("Recibo de pago");
    expect(es).toContain(reference);
    expect(es).toContain("Surf en Peniche");
    expect(es).toContain(plain(`Importe pagado ${formatMoney(178_000, "es")}`));
    expect(es).toContain(plain(`2 × ${formatMoney(89_000, "es")}`));
    expect(es).toContain("IVA incluido");
    const en = await render(payment, "en");
    expect(en).toContain("Payment receipt");
    expect(en).toContain(plain(`Amount paid ${formatMoney(178_000, "en")}`));

    await issueAdminRefund(deps, admin, { intent: "refund", bookingId, reason: "travel_restriction" });
    const [listed] = await listTravellerBookings(deps.db, d.traveller.id);
    expect(listed).toMatchObject({ hasReceipt: true, refundIds: [expect.any(String)] });
    const refund = await getReceipt(deps, d.traveller, bookingId, listed!.refundIds[0]!);
    expect(refund).toMatchObject({
      kind: "refund",
      number: `${reference}-R1`,
      amountCents: 178_000,
      percent: 100,
    });
    const refundText = await render(refund, "es");
    expect(refundText).toContain("Recibo de reembolso");
    expect(refundText).toContain(plain(`Importe reembolsado ${formatMoney(178_000, "es")}`));
    expect(refundText).toContain("Restricción de viaje");
  });

  it("only its traveller and admins may read it; anyone else is told it does not exist", async () => {
    const d = await paidDeparture(deps);
    const { bookingId } = d.booked[0]!;
    expect((await getReceipt(deps, admin, bookingId, null)).kind).toBe("payment");
    const stranger = toSessionUser(await createUser(deps.db));
    for (const [actor, code] of [
      [null, "unauthenticated"],
      [stranger, "not_found"],
      [d.tropleaderUser, "not_found"],
    ] as const) {
      const error = await getReceipt(deps, actor, bookingId, null).catch((e: unknown) => e);
      expect(isAppError(error) && error.code).toBe(code);
    }
    for (const [id, refundId] of [
      ["not-a-uuid", null],
      [bookingId, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const error = await getReceipt(deps, d.traveller, id, refundId).catch((e: unknown) => e);
      expect(isAppError(error) && error.code).toBe("not_found");
    }
  });
});
