import { formatMoney } from "#core/format/money";
import type { UnsellableCause } from "#core/rules/booking-sale";
import { type BookingEmailFacts, bookingFactLines } from "./booking-email-facts.ts";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type LatePaymentRefundedAdminData = BookingEmailFacts & {
  refundCents: number;
  cause: UnsellableCause;
};

/** To every admin (issue 33): a payment arrived for a booking that could no longer be sold and was refunded. */
export const latePaymentRefundedAdmin: EmailTemplate<LatePaymentRefundedAdminData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("latePaymentRefundedAdmin.subject", { reference: data.reference }),
    preheader: t("latePaymentRefundedAdmin.preheader"),
    greeting: t("latePaymentRefundedAdmin.greeting"),
    paragraphs: [
      t("latePaymentRefundedAdmin.body", {
        amount: formatMoney(data.refundCents, ctx.locale, data.currency),
        reference: data.reference,
        why: t(`latePaymentRefundedAdmin.why.${data.cause}`),
      }),
      ...bookingFactLines(data, ctx),
    ],
    action: { label: t("latePaymentRefundedAdmin.action"), url: "/admin/reembolsos" },
  });
};
