import { formatLongDate } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type InactivityWarningData = { name: string; deletionDate: string; years: number };

/** Before an inactive account is deleted (issue 15): signing in once keeps it. */
export const inactivityWarning: EmailTemplate<InactivityWarningData> = (data, ctx) => {
  const t = emailText(ctx);
  const date = formatLongDate(data.deletionDate, ctx.locale);
  return renderEmailLayout(ctx, {
    subject: t("inactivityWarning.subject"),
    preheader: t("inactivityWarning.preheader", { date }),
    greeting: t("inactivityWarning.greeting", { name: data.name }),
    paragraphs: [t("inactivityWarning.body", { count: data.years, date }), t("inactivityWarning.keep")],
    action: { label: t("inactivityWarning.action"), url: "/login" },
  });
};
