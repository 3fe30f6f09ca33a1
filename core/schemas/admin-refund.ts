import { z } from "zod";

/** An admin's refund of a paid booking (Reembolsos). A medical refund needs its certificate, uploaded first. */
export const adminRefundSchema = z
  .object({
    intent: z.literal("refund"),
    bookingId: z.uuid("admin:refunds.errors.bookingNotFound"),
    reason: z.enum(["medical", "travel_restriction"], { error: "admin:refunds.errors.reason" }),
    certificateFileId: z
      .union([z.uuid("admin:refunds.errors.certificateRequired"), z.literal("")])
      .optional()
      .transform((v) => v || null),
  })
  .refine((v) => v.reason !== "medical" || v.certificateFileId !== null, {
    message: "admin:refunds.errors.certificateRequired",
    path: ["certificateFileId"],
  });
export type AdminRefundInput = z.input<typeof adminRefundSchema>;

/** Send a failed refund to the payment provider again. */
export const retryRefundSchema = z.object({
  intent: z.literal("retry"),
  refundId: z.uuid("admin:refunds.errors.refundNotFound"),
});

/** Finanzas' 'Reintentar' on a failed payout (issue 13). */
export const retryPayoutSchema = z.object({
  intent: z.literal("retry-payout"),
  payoutId: z.uuid("admin:finance.errors.payoutNotFound"),
});
