import type { Config } from "../../config/load-config.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport } from "./outbox-transport.ts";

/** SMTP when SMTP_URL is set (nodemailer is loaded only then), else the outbox with its dev mailbox. */
export async function createMailTransport(config: Pick<Config, "SMTP_URL">): Promise<MailTransport> {
  if (!config.SMTP_URL) return createOutboxTransport();
  const { createSmtpTransport } = await import("./smtp-transport.ts");
  return createSmtpTransport(config.SMTP_URL);
}
