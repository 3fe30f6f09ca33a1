import type { BadgeTone } from "../../components/ui/badge.tsx";

export function statusTone(status: "pending" | "sent" | "failed"): BadgeTone {
  return status === "sent" ? "success" : status === "failed" ? "danger" : "warning";
}
