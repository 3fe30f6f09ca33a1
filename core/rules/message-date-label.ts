const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What the conversation list shows next to a message (doc 1 §9): under 24 h the time, under 48 h 'Ayer',
 * otherwise the number of whole days. The page turns the kind into the translated text.
 */
export type MessageDateLabel = { kind: "time" } | { kind: "yesterday" } | { kind: "days"; days: number };

export function messageDateLabel(at: Date, now: Date = new Date()): MessageDateLabel {
  // A clock slightly ahead on the server still reads as "just now", never as a negative age.
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < DAY_MS) return { kind: "time" };
  if (age < 2 * DAY_MS) return { kind: "yesterday" };
  return { kind: "days", days: Math.floor(age / DAY_MS) };
}
