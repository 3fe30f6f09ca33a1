/** One message as it leaves the outbox. */
export type OutgoingMail = {
  from: string;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
};

/**
 * Where due emails go. `smtp` hands them to a real server (throws when it refuses, so the outbox retries);
 * `outbox` means there is no server: the outbox table itself is the mailbox (the dev mailbox page reads it).
 */
export type MailTransport = {
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};
