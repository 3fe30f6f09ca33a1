import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type ReconciliationDifferencesData = { count: number; references: string[] };

/** The booking references an email lists at most; the rest are in Finanzas. */
const REFERENCES_SHOWN = 20;

/** Issue 13: told to every admin when a reconciliation finds money that does not add up. */
export const reconciliationDifferences: EmailTemplate<ReconciliationDifferencesData> = (data, ctx) => {
  const t = emailText(ctx);
  const references = data.references.slice(0, REFERENCES_SHOWN).join(", ");
  return renderEmailLayout(ctx, {
    subject: t("reconciliationDifferences.subject", { count: data.count }),
    preheader: t("reconciliationDifferences.preheader"),
    greeting: t("reconciliationDifferences.greeting"),
    paragraphs: [
      t("reconciliationDifferences.body", { count: data.count }),
      references
        ? t("reconciliationDifferences.bookings", { references })
        : t("reconciliationDifferences.noBookings"),
    ],
    action: { label: t("reconciliationDifferences.action"), url: "/admin/finanzas" },
  });
};
