import type { Locale } from "#core/constants/locales";
import { formatDateTime, formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { policyFigures } from "#core/rules/policy-figures";
import type { ReceiptData } from "./get-receipt.ts";

type T = (key: string, vars?: Record<string, string | number>) => string;

const INK = "#212529";
const MUTED = "#5f6b76";
const BRAND = "#aedeae";

/**
 * The receipt as an A4 PDF (pdfkit, its built-in Helvetica: WinAnsi covers € and Spanish accents), in the
 * reader's language. Returns the finished file. pdfkit is loaded on the first receipt, not at start-up.
 */
export async function renderReceiptPdf(receipt: ReceiptData, locale: Locale, t: T): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${t(`title.${receipt.kind}`)} ${receipt.number}`, Author: receipt.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const money = (cents: number) => formatMoney(cents, locale, receipt.currency);
  const width = doc.page.width - 112;

  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(receipt.company.name, 56, 48);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(t(`title.${receipt.kind}`), { align: "right" });
  doc.moveDown(1.5);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(label, 56, y, { width: 170 });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(value, 236, y, { width: width - 180 });
    doc.moveDown(0.5);
  };
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(text, 56);
    doc
      .moveTo(56, doc.y + 2)
      .lineTo(56 + width, doc.y + 2)
      .strokeColor("#e5e7eb")
      .stroke();
    doc.moveDown(0.6);
  };

  row(t("number"), receipt.number);
  row(t("issuedAt"), formatDateTime(receipt.issuedAt, locale));
  row(t("billedTo"), `${receipt.traveller.name} (${receipt.traveller.email})`);

  heading(t("booking"));
  row(t("reference"), receipt.booking.reference);
  row(t("trip"), receipt.trip.title);
  row(t("destination"), `${receipt.trip.city}, ${receipt.trip.country}`);
  row(
    t("dates"),
    `${formatLongDate(receipt.trip.startDate, locale)} – ${formatLongDate(receipt.trip.endDate, locale)}`,
  );
  row(
    t("places"),
    t("placesLine", { count: receipt.booking.participants, unit: money(receipt.booking.unitPriceCents) }),
  );
  row(t("bookingTotal"), money(receipt.booking.totalCents));
  row(t("paidOn"), formatDateTime(receipt.booking.paidAt, locale));
  row(t("method"), t("card"));

  heading(t(`amount.${receipt.kind}`));
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(money(receipt.amountCents), 56);
  if (receipt.kind === "refund") {
    doc.moveDown(0.3);
    const why = receipt.reason ? t(`reason.${receipt.reason}`) : "";
    doc.font("Helvetica").fontSize(10).fillColor(MUTED);
    doc.text(`${t("refundShare", { percent: receipt.percent ?? 0 })} · ${why}`, 56);
    doc.text(t("refundNote", policyFigures()), 56, doc.y, { width });
  }
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(t("vat"), 56, doc.y, { width });

  heading(t("issuer"));
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  doc.text(receipt.company.name, 56);
  doc.text(receipt.company.address, 56, doc.y, { width });
  doc.text(`${receipt.company.email} · ${receipt.company.phone}`, 56);
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t("footer", { email: receipt.company.email, reference: receipt.booking.reference }), 56, doc.y, {
      width,
    });
  doc.end();
  return done;
}
