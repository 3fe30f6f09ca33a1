import { RETENTION } from "../rules/retention.ts";

export type DataProcessor = "tropa" | "payments" | "email" | "storage" | "guide" | "members";

/**
 * What the privacy page's table lists (issue 15): each kind of personal data, how long it is kept, who
 * processes it. The periods are the retention jobs' own constants (core/rules/retention.ts), so the page
 * cannot promise anything the jobs do not do.
 */
export const PRIVACY_INVENTORY: ReadonlyArray<{
  id:
    | "account"
    | "bookings"
    | "health"
    | "identity"
    | "messages"
    | "logs"
    | "uploads"
    | "exports"
    | "newsletter";
  retention: Partial<Record<"years" | "months" | "days" | "hours", number>>;
  processors: DataProcessor[];
}> = [
  {
    id: "account",
    retention: { years: RETENTION.inactiveAccountYears, days: RETENTION.inactivityWarningDays },
    processors: ["tropa", "email", "storage"],
  },
  {
    id: "bookings",
    retention: { years: RETENTION.transactionYears },
    processors: ["tropa", "payments", "guide"],
  },
  { id: "health", retention: { days: RETENTION.healthDataDaysAfterTrip }, processors: ["tropa", "guide"] },
  {
    id: "identity",
    retention: { days: RETENTION.identityDocumentDaysAfterApproval },
    processors: ["tropa", "storage"],
  },
  { id: "messages", retention: {}, processors: ["tropa", "members"] },
  { id: "logs", retention: { months: RETENTION.logMonths }, processors: ["tropa", "email"] },
  { id: "uploads", retention: { hours: RETENTION.abandonedUploadHours }, processors: ["tropa", "storage"] },
  { id: "exports", retention: { days: RETENTION.exportLinkDays }, processors: ["tropa", "storage", "email"] },
  { id: "newsletter", retention: {}, processors: ["tropa", "email"] },
];
