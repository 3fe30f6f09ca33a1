import type { Locale } from "#core/constants/locales";
import type { DbOrTx } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";
import { emailPolicy } from "./email-policy.ts";
import type { EmailContext } from "./templates/email-layout.ts";
import { type EmailTemplateData, type EmailTemplateName, emailTemplates } from "./templates/registry.ts";

export type EnqueueEmailInput<K extends EmailTemplateName> = {
  to: string;
  toName?: string | null;
  /** The recipient's language (users.locale), not the sender's. */
  locale: Locale;
  template: K;
  data: EmailTemplateData<K>;
  /** deps.config.appUrl: links in the email are absolute to it. */
  appUrl: string;
};

/**
 * Renders the email now (texts from the catalogue, policy numbers from the rules and the settings as they are
 * now) and writes it to the outbox. Pass the caller's transaction: the email exists only if
 * the change that causes it commits. The delivery task (deliver-due-emails.ts) sends it with retries.
 */
export async function enqueueEmail<K extends EmailTemplateName>(
  db: DbOrTx,
  input: EnqueueEmailInput<K>,
): Promise<string> {
  const render = emailTemplates[input.template] as (
    data: EmailTemplateData<K>,
    ctx: EmailContext,
  ) => { subject: string; text: string; html: string };
  const settings = await getAdminSettings(db);
  const rendered = render(input.data, {
    locale: input.locale,
    appUrl: input.appUrl,
    policy: emailPolicy(),
    contact: { email: settings.contact_email, phone: settings.contact_phone },
    siteName: settings.site_name,
  });
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: input.to,
      toName: input.toName ?? null,
      locale: input.locale,
      template: input.template,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
