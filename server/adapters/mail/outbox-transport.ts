import type { MailTransport } from "./mail-transport.ts";

/** No SMTP server configured: nothing leaves the machine; the outbox row is the delivered email. */
export function createOutboxTransport(): MailTransport {
  return { kind: "outbox", async send() {}, close() {} };
}
