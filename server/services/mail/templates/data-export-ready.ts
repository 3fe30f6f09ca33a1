import { formatDateTime } from "#core/format/dates";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type DataExportReadyData = { name: string; url: string; expiresAt: string };

/** The user's data export is ready: one download, signed in, until the link expires (issue 15). */
export const dataExportReady: EmailTemplate<DataExportReadyData> = (data, ctx) => {
  const t = emailText(ctx);
  const until = formatDateTime(data.expiresAt, ctx.locale);
  return renderEmailLayout(ctx, {
    subject: t("dataExportReady.subject"),
    preheader: t("dataExportReady.preheader", { until }),
    greeting: t("dataExportReady.greeting", { name: data.name }),
    paragraphs: [t("dataExportReady.ready"), t("dataExportReady.security")],
    action: { label: t("dataExportReady.action"), url: data.url },
    notes: [t("dataExportReady.expiry", { until })],
  });
};
