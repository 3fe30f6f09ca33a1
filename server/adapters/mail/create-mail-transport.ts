import type { Config } from "../../config/load-config.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport } from "./outbox-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export function createMailTransport(config: Pick<Config, "SMTP_URL">): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport();
}
