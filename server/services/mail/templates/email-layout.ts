import type { Locale } from "#core/constants/locales";
import { mailText } from "#core/i18n/mail-catalogue";
import type { TFunction } from "#core/i18n/translator";
import type { EmailPolicy } from "../email-policy.ts";

/** What every template receives besides its own data. */
export type EmailContext = {
  locale: Locale;
  /** The policy numbers the emails state, read from the rules when the email is rendered (email-policy.ts). */
  policy: EmailPolicy;
  appUrl: string;
  /** The platform's contact details (admin settings contact_email / contact_phone), shown in the footer. */
  contact?: { email: string; phone: string };
  /** The admin setting site_name (defaults to Tropa). */
  siteName?: string;
};
export type RenderedEmail = { subject: string; text: string; html: string };
export type EmailTemplate<D> = (data: D, ctx: EmailContext) => RenderedEmail;

type LayoutInput = {
  subject: string;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button (e.g. link expiry, "ignore this email"). */
  notes?: string[];
  /** Marketing and digest emails: the one-click way out, without signing in (issue 15), in the footer. */
  unsubscribe?: { label: string; url: string };
};

/** The emails' texts in the recipient's language (the `mail` namespace of the catalogue, core/locales). */
export function emailText(ctx: EmailContext): TFunction {
  return mailText(ctx.locale);
}

/** The footer line with the platform's contact details, in the recipient's language. */
function contactLine(ctx: EmailContext, t: TFunction): string | null {
  if (!ctx.contact) return null;
  return t("layout.contact", { email: ctx.contact.email, phone: ctx.contact.phone });
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Links in emails are always absolute (mail clients have no base URL); paths resolve against APP_URL. */
export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${appUrl.replace(/\/$/, "")}/`).toString();
}

/** The shared branded layout: one plain-text and one HTML rendering of the same content. */
export function renderEmailLayout(ctx: EmailContext, input: LayoutInput): RenderedEmail {
  const t = emailText(ctx);
  const footer = { tagline: t("layout.tagline"), sentBy: t("layout.sentBy") };
  const contact = contactLine(ctx, t);
  const home = absoluteUrl(ctx.appUrl, "/");
  const action = input.action ? { ...input.action, url: absoluteUrl(ctx.appUrl, input.action.url) } : null;
  const unsubscribe = input.unsubscribe
    ? { ...input.unsubscribe, url: absoluteUrl(ctx.appUrl, input.unsubscribe.url) }
    : null;

  const text = [
    input.greeting,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(input.notes ?? []).flatMap((n) => [n, ""]),
    "—",
    `${ctx.siteName ?? "Tropa"} · ${footer.tagline}`,
    home,
    ...(contact ? [contact] : []),
    footer.sentBy,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join("\n");

  const p = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#212529">${escapeHtml(content)}</p>`;
  const note = (content: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(content)}</p>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:9999px;background:#212529">` +
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:9999px">${escapeHtml(action.label)}</a>` +
      `</td></tr></table>` +
      note(t("layout.buttonFallback")) +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeHtml(action.url)}" style="color:#2f6f4f">${escapeHtml(action.url)}</a></p>`
    : "";

  const html = `<!doctype html>
<html lang="${ctx.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f6f3;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f3;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#aedeae;padding:20px 32px">
<a href="${escapeHtml(home)}" style="font-size:24px;font-weight:800;letter-spacing:-0.5px;color:#212529;text-decoration:none">Tropa</a>
</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:#212529">${escapeHtml(input.greeting)}</p>
${input.paragraphs.map(p).join("\n")}
${button}
${(input.notes ?? []).map(note).join("\n")}
</td></tr>
<tr><td style="padding:20px 32px;background:#f9fafb;border-top:1px solid #e5e7eb">
${note(`${ctx.siteName ?? "Tropa"} · ${footer.tagline}`)}
${contact ? note(contact) : ""}
${note(footer.sentBy)}
${unsubscribe ? `<p style="margin:0;font-size:13px;line-height:20px"><a href="${escapeHtml(unsubscribe.url)}" style="color:#2f6f4f">${escapeHtml(unsubscribe.label)}</a></p>` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: input.subject, text, html };
}
