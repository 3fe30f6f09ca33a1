/**
 * A booking or payout attached to a support conversation is posted as a notice: a chat message whose text
 * starts with a marker the chat shows as a reference chip ("Reserva TRP-… · trip") to the user and the admins.
 * Plain text, so it travels through the chat's one send path and survives any client.
 */
export type SupportReference = { kind: "booking" | "payout"; code: string; label: string };

const PATTERN = /^\[ref:(booking|payout):([A-Za-z0-9-]{1,40})\](?: (.*))?$/s;

export function formatSupportReference(ref: SupportReference): string {
  return `[ref:${ref.kind}:${ref.code}]${ref.label ? ` ${ref.label}` : ""}`;
}

/** The reference a notice carries, or null for an ordinary message. */
export function parseSupportReference(content: string): SupportReference | null {
  const match = PATTERN.exec(content);
  if (!match) return null;
  return { kind: match[1] as SupportReference["kind"], code: match[2]!, label: match[3] ?? "" };
}
