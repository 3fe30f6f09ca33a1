import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-transport.ts";

/** Delivers through an SMTP server (smtp:// or smtps:// URL with optional credentials). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A refused or silent server must fail fast so the outbox reschedules instead of blocking the runner.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}
